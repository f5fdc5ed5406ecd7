import { beforeAll, describe, expect, it } from 'vitest'
import { shopToday } from '../../kernel/shop-day.ts'
import { createStockTestApp } from './stock-test-kit.ts'
import { transferRequests } from './transfer-test-kit.ts'

const t = await createStockTestApp()
const { createTransfer, act, approvedTransfer, twoStores: twoStoresAs, movementsOf } = transferRequests(t)
let admin: string

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
})

const twoStores = () => twoStoresAs(admin)

describe('transfers and the stores a user works in', () => {
  it('lets the source dispatch and the destination receive, and answers 403 to everyone else', async () => {
    const { from, to, rice } = await twoStores()
    const elsewhere = await t.createStore()
    const sender = await t.signInAtStores(['manager'], [from.id])
    const receiver = await t.signInAtStores(['manager'], [to.id])
    const outsider = await t.signInAtStores(['manager'], [elsewhere.id])
    const body = { from_store_id: from.id, to_store_id: to.id, lines: [{ product_id: rice.id, quantity: 2 }] }

    // The destination may ask for stock, but only the source gives it away.
    expect((await createTransfer(outsider.token, body)).statusCode).toBe(403)
    const requested = await createTransfer(receiver.token, body)
    expect(requested.statusCode).toBe(201)
    const id: number = requested.json().data.id
    expect((await act(receiver.token, id, 'approve')).statusCode).toBe(403)
    expect((await act(sender.token, id, 'approve')).statusCode).toBe(200)
    expect((await act(receiver.token, id, 'dispatch')).statusCode).toBe(403)
    expect((await act(sender.token, id, 'dispatch')).statusCode).toBe(200)
    const receive = { lines: [{ product_id: rice.id, quantity: 2 }] }
    expect((await act(sender.token, id, 'receive', receive)).statusCode).toBe(403)

    const opened = await t.as(outsider.token).get(`/api/stock-transfers/${id}`)
    expect(opened.statusCode).toBe(403)
    expect(opened.json()).toMatchObject({ code: 'FORBIDDEN' })
    expect((await t.as(outsider.token).get('/api/stock-transfers')).json().meta.total).toBe(0)
    for (const user of [sender, receiver]) {
      expect((await t.as(user.token).get(`/api/stock-transfers/${id}`)).statusCode).toBe(200)
      const listed = (await t.as(user.token).get('/api/stock-transfers')).json().data
      expect(listed.map((r: { id: number }) => r.id)).toContain(id)
    }
    expect((await act(receiver.token, id, 'receive', receive)).statusCode).toBe(200)
  })

  it('lets a stock keeper create, dispatch and receive but not approve', async () => {
    const { from, to, rice } = await twoStores()
    const keeper = await t.signInAtStores(['stock_keeper'], [from.id, to.id])
    const created = await createTransfer(keeper.token, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [{ product_id: rice.id, quantity: 1 }],
    })
    expect(created.statusCode).toBe(201)
    const id: number = created.json().data.id
    expect((await act(keeper.token, id, 'approve')).statusCode).toBe(403)
    await act(admin, id, 'approve')
    expect((await act(keeper.token, id, 'dispatch')).statusCode).toBe(200)
    const received = await act(keeper.token, id, 'receive', { lines: [{ product_id: rice.id, quantity: 1 }] })
    expect(received.statusCode).toBe(200)
  })

  it('filters the list by status, source, destination and date', async () => {
    const { from, to, rice } = await twoStores()
    const body = { from_store_id: from.id, to_store_id: to.id, lines: [{ product_id: rice.id, quantity: 1 }] }
    const approved = await approvedTransfer(admin, body)
    const requested = (await createTransfer(admin, body)).json().data.id
    const list = async (query: string) =>
      (await t.as(admin).get(`/api/stock-transfers?${query}`)).json().data.map((r: { id: number }) => r.id)
    expect(await list(`filter[from_store_id][equals]=${from.id}`)).toEqual([requested, approved])
    expect(await list(`filter[to_store_id][equals]=${from.id}`)).toEqual([])
    expect(await list(`filter[store_id][equals]=${to.id}&filter[status][equals]=approved`)).toEqual([
      approved,
    ])
    const today = shopToday()
    expect(await list(`filter[store_id][equals]=${to.id}&filter[created_at][dateIs]=${today}`)).toEqual([
      requested,
      approved,
    ])
    expect((await t.as(admin).get('/api/stock-transfers?filter[store_id][gt]=1')).statusCode).toBe(400)
  })
})

describe('transfers and the Idempotency-Key', () => {
  it('answers a retried dispatch with the first answer and writes nothing more', async () => {
    const { from, to, rice } = await twoStores()
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [{ product_id: rice.id, quantity: 7 }],
    })
    const key = { 'idempotency-key': `dispatch-${id}` }
    const first = await act(admin, id, 'dispatch', undefined, key)
    const retry = await act(admin, id, 'dispatch', undefined, key)
    expect(first.statusCode).toBe(200)
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    expect(await movementsOf(id)).toHaveLength(1)
    expect((await t.onHand(admin, from.id, rice.id))[0]?.on_hand).toBe(43)
  })

  it('refuses the same key with another body (422)', async () => {
    const { from, to, rice } = await twoStores()
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [{ product_id: rice.id, quantity: 7 }],
    })
    await act(admin, id, 'dispatch')
    const key = { 'idempotency-key': `receive-${id}` }
    const first = await act(admin, id, 'receive', { lines: [{ product_id: rice.id, quantity: 7 }] }, key)
    expect(first.statusCode).toBe(200)
    const reused = await act(admin, id, 'receive', { lines: [{ product_id: rice.id, quantity: 6 }] }, key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect((await t.onHand(admin, to.id, rice.id))[0]?.on_hand).toBe(7)
  })
})
