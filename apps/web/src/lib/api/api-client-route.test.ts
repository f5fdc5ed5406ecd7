import { heldCartRoutes, route, stockRoutes } from '@sms/contract'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient, queryString, searchQuery } from './api-client.ts'
import { ApiError } from './api-error.ts'

const heldCart = {
  id: 7,
  store_id: 2,
  user_id: 1,
  name: 'Table 4',
  customer_id: null,
  discount_id: null,
  lines: [],
  note: null,
  payment_status: 'onhold',
  created_by: 1,
  created_at: '2026-11-28T10:00:00.000Z',
}

function clientAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
  return {
    client: createApiClient({ baseUrl: '/api', getToken: () => null, getLocale: () => 'en', fetch }),
    fetch,
  }
}

describe('api.call, a route of the contract', () => {
  it('fills the path, sends the method and the body, and checks the answer with the route', async () => {
    const { client, fetch } = clientAnswering({ data: heldCart })
    const answer = await client.call(heldCartRoutes.discard, { params: { id: 7 } })
    expect(answer.data.name).toBe('Table 4')
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/held-carts/7')
    expect(init?.method).toBe('DELETE')
  })

  it('writes the query, leaving out empty values and joining lists with commas', async () => {
    const { client, fetch } = clientAnswering({ data: [] })
    await client.call(heldCartRoutes.list, { query: { store_id: 3 } })
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/held-carts?store_id=3')
    expect(queryString({ q: 'ស្រា', ids: [1, 2], empty: '', none: null, gone: undefined })).toBe(
      'q=%E1%9E%9F%E1%9F%92%E1%9E%9A%E1%9E%B6&ids=1%2C2',
    )
  })

  it('sends a list page’s written query as it was written', async () => {
    const { client, fetch } = clientAnswering({ data: [], meta: { page: 2, per_page: 20, total: 0 } })
    const written = new URLSearchParams({ page: '2', per_page: '20', sort: '-on_hand' })
    written.set('filter[store_id][equals]', '3')
    written.set('q', 'ស្រា')
    await client.call(stockRoutes.list, { query: searchQuery(written.toString()) })
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/stocks?${written}`)
  })

  it('encodes each path parameter as one segment', async () => {
    const byCode = route({
      method: 'GET',
      path: '/things/:code',
      access: 'authenticated',
      answer: z.object({ ok: z.boolean() }),
      tag: 'things',
    })
    const { client, fetch } = clientAnswering({ ok: true })
    await client.call(byCode, { params: { code: 'a/b?c' } })
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/things/a%2Fb%3Fc')
  })

  it('refuses an answer the route does not describe', async () => {
    const { client } = clientAnswering({ data: { id: 'seven' } })
    const error = await client.call(heldCartRoutes.get, { params: { id: 7 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('UNEXPECTED_RESPONSE')
  })
})

/** Calls the typecheck (`npm run typecheck`) refuses: each line fails it if the route stops requiring that. */
function _untypedCalls(client: ReturnType<typeof createApiClient>) {
  // @ts-expect-error the path needs its id
  void client.call(heldCartRoutes.get)
  // @ts-expect-error a hold needs its body
  void client.call(heldCartRoutes.hold)
  // @ts-expect-error the query names its store_id, nothing else
  void client.call(heldCartRoutes.list, { query: { shop: 3 } })
}
