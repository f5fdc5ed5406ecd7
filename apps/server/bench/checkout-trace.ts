import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type { CheckoutResult } from './checkout.ts'

/**
 * `BENCH_TRACE=1` (PostgreSQL): every statement one sale sends, as node-postgres sees it, with its mean time
 * from send to answer over `TRACE_SALES` sales at one cashier, and what is left of the sale's time: the
 * JavaScript. The counts and splits in the README are read here, not guessed.
 */
const TRACE_SALES = 50
export async function traceStatements(path: CheckoutResult['path'], sale: (i: number) => Promise<void>) {
  const query = pg.Client.prototype.query
  let seen: { text: string; ms: number }[] = []
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; name?: string }
    const text =
      typeof config === 'string' ? config : `${config.name ? `[${config.name}] ` : ''}${config.text}`
    const entry = { text: text.replace(/\s+/g, ' ').trim().slice(0, 110), ms: 0 }
    seen.push(entry)
    const t0 = performance.now()
    const done = () => {
      entry.ms = performance.now() - t0
    }
    // The pool hands its client a callback (statements outside a transaction); the rest return promises.
    const last = args.length - 1
    const callback = args[last]
    if (typeof callback === 'function')
      args[last] = (...answer: unknown[]) => {
        done()
        return callback(...answer)
      }
    const result = (query as (...a: unknown[]) => unknown).apply(this, args)
    if (result instanceof Promise) void result.finally(done).catch(() => {})
    return result
  } as typeof query
  const perStatement: number[] = []
  let total = 0
  let inDatabase = 0
  try {
    for (let i = 0; i < TRACE_SALES; i++) {
      seen = []
      const t0 = performance.now()
      await sale(i)
      total += performance.now() - t0
      for (const [k, entry] of seen.entries()) perStatement[k] = (perStatement[k] ?? 0) + entry.ms
      inDatabase += seen.reduce((sum, entry) => sum + entry.ms, 0)
    }
  } finally {
    pg.Client.prototype.query = query
  }
  const mean = (ms: number) => (ms / TRACE_SALES).toFixed(2)
  console.log(
    `\n${path}: ${seen.length} statements for one sale; mean of ${TRACE_SALES} sales at one cashier: ` +
      `${mean(total)} ms, of which ${mean(inDatabase)} ms waiting on statements, ${mean(total - inDatabase)} ms else`,
  )
  for (const [k, entry] of seen.entries())
    console.log(`${String(k + 1).padStart(3)}. ${mean(perStatement[k] ?? 0).padStart(6)} ms  ${entry.text}`)
}
