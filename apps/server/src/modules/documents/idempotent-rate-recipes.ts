import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import type { Call } from './idempotent-route-recipes.ts'

type TestApp = Awaited<ReturnType<typeof createOrdersTestApp>>

/** A new working day for each feed (Mondays from 2016 on), so every recipe's first request imports a day. */
let mondays = 0
function nbcFeed() {
  const day = new Date(Date.UTC(2016, 0, 4 + 7 * mondays++))
  const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`
  return `<ExchangeRate><ex><key>USD/KHR</key><date>${date}</date><bid>4090</bid><ask>4110</ask><average>4100</average></ex></ExchangeRate>`
}

/**
 * The NBC rate imports (decision 0039) for idempotent-routes.test.ts: a pasted feed, and the feed fetched from
 * an address in the settings, served here by a local server that answers a new day each time.
 */
export async function rateRecipes(t: TestApp, admin: string): Promise<Record<string, () => Promise<Call>>> {
  const server = http.createServer((_request, response) => response.end(nbcFeed()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  server.unref()
  const { port } = server.address() as AddressInfo
  const settings = (await t.as(admin).get('/api/settings')).json().data
  const { updated_at: _at, updated_by: _by, ...values } = settings
  const saved = await t
    .as(admin)
    .put('/api/settings', { ...values, nbc_feed_url: `http://127.0.0.1:${port}/` })
  if (saved.statusCode !== 200) throw new Error(`settings: ${saved.body}`)
  return {
    'POST /api/exchange-rates/nbc': async () => ({
      url: '/api/exchange-rates/nbc',
      body: { xml: nbcFeed() },
    }),
    'POST /api/exchange-rates/nbc/fetch': async () => ({ url: '/api/exchange-rates/nbc/fetch' }),
  }
}
