import { performance } from 'node:perf_hooks'
import { isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { createStore } from '../src/db/factories/parties.ts'
import { products } from '../src/db/schema/index.ts'
import { findLedgerDifferences } from '../src/modules/stock/stock-ledger.ts'

export type StockResult = {
  /** What one timed request is: `adjustment` (1 movement) or `transfer dispatch` (20 movements). */
  scenario: string
  clients: number
  p50: number
  p95: number
  /** Movements written per second over the whole run. */
  perSecond: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/**
 * Posts `n` single-line adjustments through app.inject from `clients` concurrent callers, spread over
 * `productCount` products of one store (so concurrent clients also meet on the same level rows), and times
 * each. Every answer must be a 201; afterwards the ledger must still add up.
 */
async function postAdjustments(
  app: FastifyInstance,
  token: string,
  target: { storeId: number; productIds: number[] },
  clients: number,
  n: number,
): Promise<StockResult> {
  const headers = { authorization: `Bearer ${token}` }
  const times: number[] = []
  let next = 0
  const client = async () => {
    for (let i = next++; i < n; i = next++) {
      const productId = target.productIds[(i * 7) % target.productIds.length] ?? 0
      const t0 = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: '/api/stock-adjustments',
        headers,
        payload: {
          store_id: target.storeId,
          reason: 'found',
          lines: [{ product_id: productId, quantity: 1.25 }],
        },
      })
      if (response.statusCode !== 201)
        throw new Error(`adjustment answered ${response.statusCode}: ${response.body}`)
      times.push(performance.now() - t0)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, client))
  const elapsed = performance.now() - started
  const sorted = times.sort((a, b) => a - b)
  return {
    scenario: 'adjustment (1 line)',
    clients,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: (n / elapsed) * 1000,
  }
}

export const TRANSFER_LINES = 20

/**
 * Creates and approves `n` transfers of 20 lines between two stores (untimed), then dispatches them from
 * `clients` concurrent callers and times each dispatch: the step that locks both stores' levels, allocates
 * lots and writes the 20 `transfer_out` movements. Transfer i takes 20 of the 200 products starting at a
 * different offset, so concurrent dispatches share level rows as a busy warehouse does.
 */
async function dispatchTransfers(
  app: FastifyInstance,
  token: string,
  target: { fromId: number; toId: number; productIds: number[] },
  clients: number,
  n: number,
) {
  const headers = { authorization: `Bearer ${token}` }
  const call = async (url: string, payload?: object) => {
    const response = await app.inject({ method: 'POST', url, headers, payload })
    if (response.statusCode >= 300)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
    return response.json<{ data: { id: number } }>().data
  }
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const lines = Array.from({ length: TRANSFER_LINES }, (_, k) => ({
      product_id: target.productIds[(i * 7 + k * 10) % target.productIds.length] ?? 0,
      quantity: 0.5,
    }))
    const { id } = await call('/api/stock-transfers', {
      from_store_id: target.fromId,
      to_store_id: target.toId,
      lines,
    })
    await call(`/api/stock-transfers/${id}/approve`)
    ids.push(id)
  }
  const times: number[] = []
  let next = 0
  const client = async () => {
    for (let i = next++; i < n; i = next++) {
      const t0 = performance.now()
      await call(`/api/stock-transfers/${ids[i]}/dispatch`)
      times.push(performance.now() - t0)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, client))
  const elapsed = performance.now() - started
  const sorted = times.sort((a, b) => a - b)
  return {
    scenario: `transfer dispatch (${TRANSFER_LINES} lines)`,
    clients,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: ((n * TRANSFER_LINES) / elapsed) * 1000,
  }
}

/** Movements per second for single-line adjustments at 1 and 50 concurrent clients. */
export async function benchStock(app: FastifyInstance, db: Db, token: string, n: number, transferN: number) {
  const store = await createStore(db)
  const productIds = (
    await db.select({ id: products.id }).from(products).where(isNull(products.deleted_at)).limit(200)
  ).map((p) => p.id)
  const target = { storeId: store.id, productIds }
  await postAdjustments(app, token, target, 1, Math.min(30, n))
  const results = [
    await postAdjustments(app, token, target, 1, n),
    await postAdjustments(app, token, target, 50, n),
  ]
  // The source gets enough of every product for all the transfers, with one adjustment.
  const [from, to] = [store, await createStore(db)]
  const stocked = await app.inject({
    method: 'POST',
    url: '/api/stock-adjustments',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      store_id: from.id,
      reason: 'initial',
      lines: productIds.map((product_id) => ({ product_id, quantity: 100_000 })),
    },
  })
  if (stocked.statusCode !== 201) throw new Error(`stocking answered ${stocked.statusCode}: ${stocked.body}`)
  const route = { fromId: from.id, toId: to.id, productIds }
  await dispatchTransfers(app, token, route, 1, Math.min(5, transferN))
  results.push(
    await dispatchTransfers(app, token, route, 1, transferN),
    await dispatchTransfers(app, token, route, 50, transferN),
  )
  const differences = await findLedgerDifferences(db)
  if (differences.length > 0)
    throw new Error(`ledger differs after the bench: ${JSON.stringify(differences)}`)
  return results
}

export function printStockTable(results: StockResult[]) {
  console.table(
    Object.fromEntries(
      results.map((r) => [
        `${r.scenario}, ${r.clients} client${r.clients === 1 ? '' : 's'}`,
        { 'p50 ms': r.p50.toFixed(2), 'p95 ms': r.p95.toFixed(2), 'movements/s': r.perSecond.toFixed(0) },
      ]),
    ),
  )
}
