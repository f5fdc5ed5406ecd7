// `npx tsx bench/analyze.ts`: what PGlite's missing statistics cost a list query, and what ANALYZE gives back.
// Seeds BENCH_PRODUCTS (100,000) products into an in-memory PGlite, then times the product list's page and count
// statements (EXPLAIN ANALYZE, database execution only, median of 5) before and after ANALYZE, back to back in
// one process so a busy machine weighs on both alike.
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { pgliteExtensions, wrapPglite } from '../src/db/client.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { seedPermissionsAndRoles } from '../src/seed/reference.ts'
import { explainScenario, type Scenario } from './measure.ts'
import { CATEGORY_COUNT, seedCatalogue, seedProducts } from './seed-products.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const ROUNDS = 5
const scenarios: Scenario[] = [
  {
    name: 'category + price >= x, sort -price, 50/page',
    query: () =>
      `filter[category_id][equals]=${1 + (7 % CATEGORY_COUNT)}&filter[price_usd][gte]=1500&sort=-price_usd&per_page=50`,
  },
  { name: 'name search (q=Pepper)', query: () => 'q=Pepper' },
]

const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }))
await runMigrations(database)
await seedPermissionsAndRoles(database.db)
await seedProducts(database.db, PRODUCTS, await seedCatalogue(database.db))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
async function timings() {
  const rows: Record<string, { 'page ms': string; 'count ms': string }> = {}
  for (const scenario of scenarios) {
    const runs = []
    for (let round = 0; round < ROUNDS; round++)
      runs.push(await explainScenario(database.db, scenario, false))
    rows[scenario.name] = {
      'page ms': median(runs.map((run) => run.pageMs)).toFixed(2),
      'count ms': median(runs.map((run) => run.countMs)).toFixed(2),
    }
  }
  return rows
}

console.log(`${PRODUCTS.toLocaleString('en')} products on PGlite, before ANALYZE:`)
console.table(await timings())
const t0 = performance.now()
await database.db.execute(sql`analyze`)
console.log(`ANALYZE took ${((performance.now() - t0) / 1000).toFixed(2)} s; after it:`)
console.table(await timings())
await database.close()
