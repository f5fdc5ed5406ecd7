import { performance } from 'node:perf_hooks'
import { productsResource } from '@sms/contract'
import { count, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { products } from '../src/db/schema/index.ts'
import { buildListQuery } from '../src/kernel/list-query.ts'

export type Scenario = {
  name: string
  /** The query string of the n-th request: different values each time, so no single row stays hot. */
  query: (n: number) => string
}

export type Result = {
  name: string
  p50: number
  p95: number
  mean: number
  max: number
  perSecond: number
  /** Average `meta.total`: how many products matched, for context. */
  matched: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/**
 * Sends `n` requests one after another through app.inject (in process: routing, auth, validation, SQL,
 * serialisation; no sockets) and times each. Every answer must be a 200 or the run fails.
 */
export async function measure(
  app: FastifyInstance,
  token: string,
  scenario: Scenario,
  n: number,
  warmup: number,
) {
  const headers = { authorization: `Bearer ${token}` }
  const call = async (i: number) => {
    const url = `/api/products?${scenario.query(i)}`
    const response = await app.inject({ method: 'GET', url, headers })
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
    return (response.json() as { meta: { total: number } }).meta.total
  }
  for (let i = 0; i < warmup; i++) await call(n + i)

  const times: number[] = []
  let matched = 0
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    matched += await call(i)
    times.push(performance.now() - t0)
  }
  const elapsed = performance.now() - started
  const sorted = [...times].sort((a, b) => a - b)
  return {
    name: scenario.name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: times.reduce((a, b) => a + b, 0) / n,
    max: sorted.at(-1) ?? 0,
    perSecond: (n / elapsed) * 1000,
    matched: matched / n,
  } satisfies Result
}

export function printTable(results: Result[]) {
  const ms = (v: number) => v.toFixed(2)
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.name,
        {
          'p50 ms': ms(r.p50),
          'p95 ms': ms(r.p95),
          'mean ms': ms(r.mean),
          'max ms': ms(r.max),
          'req/s': r.perSecond.toFixed(0),
          'rows matched': Math.round(r.matched),
        },
      ]),
    ),
  )
}

const executionMs = (rows: Record<string, unknown>[]) => {
  const text = rows.map((r) => String(Object.values(r)[0])).join('\n')
  return { text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN) }
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[]

/**
 * EXPLAIN ANALYZE of the two statements the list endpoint runs (the page and its count), built by the same
 * list-query code, to tell which one dominates. Prints the plans when `showPlans` is set.
 */
export async function explainScenario(db: Db, scenario: Scenario, showPlans: boolean) {
  const { per_page = '20', ...filters } = Object.fromEntries(new URLSearchParams(scenario.query(0)))
  const built = buildListQuery(productsResource, products, {
    ...filters,
    page: 1,
    per_page: Number(per_page),
    status: 'all',
  })
  const page = db
    .select()
    .from(products)
    .where(built.where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
  const counted = db.select({ total: count() }).from(products).where(built.where)
  const explain = async (statement: { getSQL: () => SQL }) =>
    executionMs(rowsOf(await db.execute(sql`explain (analyze, buffers) ${statement.getSQL()}`)))
  const [pagePlan, countPlan] = [await explain(page), await explain(counted)]
  if (showPlans) console.log(`\n## ${scenario.name}: page\n${pagePlan.text}\n\n## count\n${countPlan.text}`)
  return { name: scenario.name, pageMs: pagePlan.ms, countMs: countPlan.ms }
}
