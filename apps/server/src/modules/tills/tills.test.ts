import type { TillDevice } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { createShiftTestApp } from '../shifts/shift-test-kit.ts'

const t = await createShiftTestApp()
let store: { id: number }
let otherStore: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  otherStore = await t.createStore()
})

describe('till devices', () => {
  it('registers a device as a till of its store, coded by the server', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const first = await t.as(cashier.token).post('/api/pos/tills', { store_id: store.id, name: 'Front till' })
    const second = await t
      .as(cashier.token)
      .post('/api/pos/tills', { store_id: store.id, name: 'Front till' })
    expect(first.statusCode, first.body).toBe(201)
    const a = first.json<{ data: TillDevice }>().data
    const b = second.json<{ data: TillDevice }>().data
    expect(a).toMatchObject({ store_id: store.id, name: 'Front till', code: `T${a.id}` })
    // A device that lost its storage registers again and never gets an old code back.
    expect(b.code).not.toBe(a.code)
    const listed = await t.as(cashier.token).get(`/api/pos/tills?store_id=${store.id}`)
    expect(listed.statusCode).toBe(200)
    const codes = listed.json<{ data: TillDevice[] }>().data.map((till) => till.code)
    expect(codes).toEqual(expect.arrayContaining([a.code, b.code]))
  })

  it('refuses a store the cashier does not work in, a blank name (422) and a user without the till right', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const elsewhere = await t.as(cashier.token).post('/api/pos/tills', { store_id: otherStore.id, name: 'X' })
    expect(elsewhere.statusCode).toBe(403)
    const listElsewhere = await t.as(cashier.token).get(`/api/pos/tills?store_id=${otherStore.id}`)
    expect(listElsewhere.statusCode).toBe(403)
    const blank = await t.as(cashier.token).post('/api/pos/tills', { store_id: store.id, name: '   ' })
    expect(blank.statusCode).toBe(422)
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const refused = await t.as(keeper.token).post('/api/pos/tills', { store_id: store.id, name: 'Back' })
    expect(refused.statusCode).toBe(403)
  })

  it('answers 422 on the store, never 500, when an administrator names a store that is not there', async () => {
    const admin = await t.signInAs('admin')
    const gone = await t.createStore()
    expect((await t.as(admin.token).del(`/api/stores/${gone.id}`)).statusCode).toBe(200)
    for (const storeId of [gone.id, 2_000_000_000]) {
      const response = await t.as(admin.token).post('/api/pos/tills', { store_id: storeId, name: 'Ghost' })
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json().errors).toEqual({ store_id: ['not_found'] })
    }
  })
})
