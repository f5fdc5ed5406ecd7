import 'fake-indexeddb/auto'
import type { CheckoutRequest, Order } from '@sms/contract'
import { deleteDB } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/api-error.ts'
import { addToOutbox, convertToOffline, listOutbox, type PostSale, sendWaiting } from './outbox.ts'
import { closeTillStateDb, TILL_STATE_DB } from './till-state-db.ts'

const body = (storeId: number): CheckoutRequest => ({
  store_id: storeId,
  lines: [{ product_id: 1, quantity: 1 }],
  tenders: [{ method: 'cash', currency: 'USD', amount: 100 }],
  change_mode: 'split',
})

/** A server that keeps each key's answer, as the real one does: a repeated key is replayed, never rewritten. */
function fakeServer() {
  const orders = new Map<string, Order>()
  const received: string[] = []
  let nextId = 1
  const write = (key: string) => {
    received.push(key)
    const known = orders.get(key)
    if (known) return known
    const order = { id: nextId, number: `S-${nextId++}` } as Order
    orders.set(key, order)
    return order
  }
  return { orders, received, write }
}

afterEach(async () => {
  await closeTillStateDb()
  await deleteDB(TILL_STATE_DB)
})

describe('outbox', () => {
  it('a sale first sent online, then finished offline, is recorded once under its first body', async () => {
    const server = fakeServer()
    const bodies = new Map<string, string>()
    // As the real server: one key, one body; another body under a used key is refused as a reused key.
    const post: PostSale = async (entry) => {
      const json = JSON.stringify(entry.body)
      if ((bodies.get(entry.key) ?? json) !== json) {
        throw new ApiError({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'reused' })
      }
      bodies.set(entry.key, json)
      return server.write(entry.key)
    }
    await addToOutbox({ key: 'a', body: body(1), receipt_number: null, total_usd: 100 })
    // The first send reaches the server, and its answer is lost on the way back.
    const lost: PostSale = async (entry, signal) => {
      await post(entry, signal)
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'lost' })
    }
    expect((await sendWaiting({ post: lost }))?.get('a')?.kind).toBe('unanswered')
    const offline = { till_id: 3, number: 'T3-000001', sold_at: '2026-11-27T10:00:00Z', rate: 4100 }
    await convertToOffline('a', async (entry) => ({
      body: { ...entry.body, offline },
      receipt_number: 'T3-000001',
    }))

    expect((await sendWaiting({ post }))?.get('a')?.kind).toBe('sent')
    expect(server.orders.size).toBe(1)
    expect((await listOutbox()).map((e) => [e.key, e.status, e.order_number])).toEqual([['a', 'sent', 'S-1']])
  })

  it('sends oldest first and marks each sale sent once', async () => {
    const server = fakeServer()
    await addToOutbox({ key: 'a', body: body(1), receipt_number: 'T3-000001', total_usd: 100 })
    await addToOutbox({ key: 'b', body: body(1), receipt_number: 'T3-000002', total_usd: 100 })
    await addToOutbox({ key: 'a', body: body(2), receipt_number: 'T3-000001', total_usd: 100 })
    const post: PostSale = async (entry) => server.write(entry.key)
    await sendWaiting({ post })
    await sendWaiting({ post })
    expect(server.received).toEqual(['a', 'b'])
    expect((await listOutbox()).map((e) => [e.key, e.status, e.order_number])).toEqual([
      ['a', 'sent', 'S-1'],
      ['b', 'sent', 'S-2'],
    ])
  })

  it('keeps a sale the server answered 500 and sends it again later, in order, once', async () => {
    const server = fakeServer()
    await addToOutbox({ key: 'a', body: body(1), receipt_number: null, total_usd: 100 })
    await addToOutbox({ key: 'b', body: body(1), receipt_number: null, total_usd: 100 })
    let failing = true
    const post: PostSale = async (entry) => {
      if (failing) throw new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' })
      return server.write(entry.key)
    }
    const first = await sendWaiting({ post })
    expect(first?.get('a')?.kind).toBe('unanswered')
    expect(first?.has('b')).toBe(false)
    expect((await listOutbox()).every((e) => e.status === 'waiting')).toBe(true)
    failing = false
    await sendWaiting({ post })
    expect(server.received).toEqual(['a', 'b'])
  })

  it('a send that timed out after the server wrote it is replayed, not written twice', async () => {
    const server = fakeServer()
    await addToOutbox({ key: 'a', body: body(1), receipt_number: null, total_usd: 100 })
    let hang = true
    const post: PostSale = (entry, signal) => {
      const order = server.write(entry.key)
      if (!hang) return Promise.resolve(order)
      // The server wrote the sale; its answer never arrives before the till gives up.
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    }
    expect((await sendWaiting({ post, timeoutMs: 20 }))?.get('a')?.kind).toBe('unanswered')
    hang = false
    expect((await sendWaiting({ post }))?.get('a')?.kind).toBe('sent')
    expect(server.orders.size).toBe(1)
    expect(server.received).toEqual(['a', 'a'])
  })

  it('a reload during a send resends with the same key, and two senders never send one sale twice', async () => {
    const server = fakeServer()
    await addToOutbox({ key: 'a', body: body(1), receipt_number: null, total_usd: 100 })
    // The page "reloads" mid-send: the request reached the server, the answer was never recorded.
    const lost: PostSale = async (entry) => {
      server.write(entry.key)
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'reload' })
    }
    await sendWaiting({ post: lost })
    await closeTillStateDb()
    const post: PostSale = async (entry) => server.write(entry.key)
    // Two tabs start sending at once after the reload.
    await Promise.all([sendWaiting({ post, wait: true }), sendWaiting({ post, wait: true })])
    expect(server.orders.size).toBe(1)
    expect(server.received).toEqual(['a', 'a'])
    expect((await listOutbox())[0]?.status).toBe('sent')
  })

  it('keeps a sale the server refuses after the fact, marked, for a manager', async () => {
    await addToOutbox({ key: 'a', body: body(1), receipt_number: 'T3-000001', total_usd: 100 })
    await addToOutbox({ key: 'b', body: body(1), receipt_number: 'T3-000002', total_usd: 100 })
    const post: PostSale = async (entry) => {
      if (entry.key === 'a') throw new ApiError({ status: 422, code: 'VALIDATION_FAILED', message: 'gone' })
      return { id: 9, number: 'S-9' } as Order
    }
    await sendWaiting({ post })
    const [a, b] = await listOutbox()
    expect(a).toMatchObject({ status: 'refused', error: { code: 'VALIDATION_FAILED', status: 422 } })
    expect(b?.status).toBe('sent')
  })
})
