import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { seedCatalogue, seedProducts, stockAtStore } from './seed-products.ts'

/**
 * Adds the bench's catalogue (PRODUCTS products, 100,000 by default, with EAN-13 barcodes `benchBarcode(i)`) to
 * the database in DATA_DIR or DATABASE_URL, for measuring screens on a big catalogue by hand or from a browser
 * test (the till's scan-to-line time, decision 0021; its time to ready, e2e/till-ready.bench.ts). With STORE_ID,
 * every product also gets stock at that store. Stop the server first when it uses the embedded database.
 */
const count = Number(process.env.PRODUCTS ?? 100_000)
const storeId = process.env.STORE_ID ? Number(process.env.STORE_ID) : null
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
})
try {
  const started = performance.now()
  await seedProducts(database.db, count, await seedCatalogue(database.db))
  if (storeId !== null) await stockAtStore(database.db, storeId)
  await database.db.execute(sql`analyze`)
  const stocked = storeId === null ? '' : `, in stock at store ${storeId},`
  console.log(`${count} products added${stocked} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await database.close()
}
