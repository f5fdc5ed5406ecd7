import { performance } from 'node:perf_hooks'
import type { TillCatalogue } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { createStore } from '../src/db/factories/parties.ts'

/**
 * The server's side of the till's time to ready (decision 0031): every page of `GET /api/pos/catalogue` for a
 * first load, a delta read when nothing changed (a later start with a fresh cache) and one after 100 products
 * changed. Through app.inject, JSON included; what the browser adds (IndexedDB writes) is not in these figures.
 */
export async function benchTillCatalogue(app: FastifyInstance, db: Db, token: string) {
  const store = await createStore(db)
  const headers = { authorization: `Bearer ${token}` }
  async function readAll(since?: string) {
    const t0 = performance.now()
    let after = 0
    let products = 0
    let first: TillCatalogue | null = null
    for (;;) {
      const query = new URLSearchParams({ store_id: String(store.id), after: String(after), limit: '5000' })
      if (since) query.set('updated_since', since)
      const response = await app.inject({ method: 'GET', url: `/api/pos/catalogue?${query}`, headers })
      if (response.statusCode !== 200) throw new Error(`catalogue read failed: ${response.body}`)
      const page = response.json<{ data: TillCatalogue }>().data
      first ??= page
      products += page.products.length + page.deleted_ids.length
      if (page.next_after === null) break
      after = page.next_after
    }
    return { ms: performance.now() - t0, products, serverTime: (first as TillCatalogue).server_time }
  }
  const full = await readAll()
  const fresh = await readAll(full.serverTime)
  await db.execute(sql`update products set updated_at = now() where id in (
    select id from products order by id limit 100)`)
  const changed = await readAll(fresh.serverTime)
  console.log('\nThe till catalogue (GET /api/pos/catalogue, pages of 5,000, app.inject):')
  console.table({
    'first load': { products: full.products, ms: full.ms.toFixed(0) },
    'later start, nothing changed': { products: fresh.products, ms: fresh.ms.toFixed(0) },
    'later start, 100 changed': { products: changed.products, ms: changed.ms.toFixed(0) },
  })
}
