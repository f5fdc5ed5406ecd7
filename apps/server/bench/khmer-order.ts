import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import type { Scenario } from './measure.ts'

/**
 * The Khmer dictionary order (decision 0033) on the whole catalogue: the first page, a page half-way down
 * (offset 50,000 of 100,000) and the last, all sorted by `khmer_sort_key(name_kh)` as a Khmer reader's list is.
 */
export function khmerOrderScenarios(products: number): Scenario[] {
  const lastPage = Math.max(1, Math.ceil(products / 20))
  const order = 'sort=name_kh,name_en&per_page=20'
  return [
    { name: 'Khmer order, first page', query: () => order },
    {
      name: 'Khmer order, deep page (middle)',
      query: (n) => `${order}&page=${Math.ceil(lastPage / 2) + (n % 10)}`,
    },
    { name: 'Khmer order, last page', query: (n) => `${order}&page=${lastPage - (n % 10)}` },
  ]
}

/**
 * What the key costs to write: computing it for every product (what inserting or renaming them adds, the
 * function runs once per written row) and building the index from nothing (a bulk import's worst case).
 */
export async function khmerKeyCost(db: Db, products: number) {
  let t0 = performance.now()
  await db.execute(sql`select sum(octet_length(khmer_sort_key(name_kh))) from products`)
  const computeMs = performance.now() - t0
  t0 = performance.now()
  await db.execute(sql`reindex index products_name_kh_sort_idx`)
  const indexMs = performance.now() - t0
  const perRow = (ms: number) => `${((ms * 1000) / products).toFixed(1)} µs a product`
  console.log(
    `Khmer sort key on ${products.toLocaleString('en')} products: computed in ${(computeMs / 1000).toFixed(2)} s ` +
      `(${perRow(computeMs)}); index built in ${(indexMs / 1000).toFixed(2)} s (${perRow(indexMs)})`,
  )
}
