import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { seedCatalogue, seedProducts } from './seed-products.ts'

/**
 * Adds the bench's catalogue (PRODUCTS products, 100,000 by default, with EAN-13 barcodes `benchBarcode(i)`) to
 * the database in DATA_DIR or DATABASE_URL, for measuring screens on a big catalogue by hand or from a browser
 * test (the till's scan-to-line time, decision 0021). Stop the server first when it uses the embedded database.
 */
const count = Number(process.env.PRODUCTS ?? 100_000)
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
})
try {
  const started = performance.now()
  await seedProducts(database.db, count, await seedCatalogue(database.db))
  await database.db.execute(sql`analyze`)
  console.log(`${count} products added in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await database.close()
}
