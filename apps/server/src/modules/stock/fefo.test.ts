import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { AppError } from '../../lib/errors.ts'
import { allocateLots, type LotRequest } from './fefo.ts'
import { lockStockLevels } from './stock-ledger.ts'
import { createStockTestApp } from './stock-test-kit.ts'
import { transferRequests } from './transfer-test-kit.ts'

const t = await createStockTestApp()
const { stockUp, approvedTransfer, act } = transferRequests(t)
let admin: string

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
})

/** What a document does: lock the product's level, then allocate, in one transaction (rolled back here). */
async function allocate(request: LotRequest) {
  let answer: Awaited<ReturnType<typeof allocateLots>> | AppError = []
  await t.db
    .transaction(async (tx) => {
      await lockStockLevels(tx as Db, [request])
      answer = await allocateLots(tx as Db, request)
      throw new Rollback()
    })
    .catch((err: unknown) => {
      if (err instanceof AppError) answer = err
      else if (!(err instanceof Rollback)) throw err
    })
  return answer
}
class Rollback extends Error {}

/** A lot-tracked product in a store with lots A (March), B (January), C (February) and N (no expiry date). */
async function milkWithFourLots(allow_negative_stock = false) {
  const store = await t.createStore({ allow_negative_stock })
  const milk = await t.createProduct({ name_en: 'Fresh milk', is_lot_tracked: true })
  await stockUp(admin, store.id, [
    { product_id: milk.id, quantity: 5, lot_number: 'A-MAR', expiry_date: '2030-03-31' },
    { product_id: milk.id, quantity: 2.5, lot_number: 'B-JAN', expiry_date: '2030-01-31' },
    { product_id: milk.id, quantity: 4, lot_number: 'C-FEB', expiry_date: '2030-02-28' },
    { product_id: milk.id, quantity: 10, lot_number: 'N-NONE' },
  ])
  const lots = Object.fromEntries(
    (await t.onHand(admin, store.id, milk.id)).map((row) => [
      row.lot_number,
      (row as unknown as { lot_id: number }).lot_id,
    ]),
  )
  return { store, milk, lots }
}

describe('allocateLots (first expiry, first out)', () => {
  it('takes the earliest-expiring lots first, splitting one quantity across three lots', async () => {
    const { store, milk, lots } = await milkWithFourLots()
    expect(await allocate({ store_id: store.id, product_id: milk.id, quantity: 8.75 })).toEqual([
      { lot_id: lots['B-JAN'], quantity: 2.5 },
      { lot_id: lots['C-FEB'], quantity: 4 },
      { lot_id: lots['A-MAR'], quantity: 2.25 },
    ])
  })

  it('takes lots without an expiry date last', async () => {
    const { store, milk, lots } = await milkWithFourLots()
    expect(await allocate({ store_id: store.id, product_id: milk.id, quantity: 12 })).toEqual([
      { lot_id: lots['B-JAN'], quantity: 2.5 },
      { lot_id: lots['C-FEB'], quantity: 4 },
      { lot_id: lots['A-MAR'], quantity: 5 },
      { lot_id: lots['N-NONE'], quantity: 0.5 },
    ])
  })

  it('uses a named lot as is, even when an earlier one expires first', async () => {
    const { store, milk, lots } = await milkWithFourLots()
    expect(
      await allocate({ store_id: store.id, product_id: milk.id, quantity: 3, lot_id: lots['A-MAR'] }),
    ).toEqual([{ lot_id: lots['A-MAR'], quantity: 3 }])
  })

  it('refuses a named expired lot with LOT_EXPIRED, naming the product and the lot', async () => {
    const { store, milk } = await milkWithFourLots()
    await stockUp(admin, store.id, [
      { product_id: milk.id, quantity: 3, lot_number: 'OLD', expiry_date: '2020-06-30' },
    ])
    const old = (await t.onHand(admin, store.id, milk.id)).find(
      (row) => row.lot_number === 'OLD',
    ) as unknown as {
      lot_id: number
    }
    const refused = await allocate({
      store_id: store.id,
      product_id: milk.id,
      quantity: 1,
      lot_id: old.lot_id,
    })
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({
      code: 'LOT_EXPIRED',
      statusCode: 422,
      message: 'Lot OLD of product Fresh milk expired on 2020-06-30 and cannot be taken',
      params: {
        product_id: milk.id,
        product_name: 'Fresh milk',
        store_id: store.id,
        lot_id: old.lot_id,
        lot_number: 'OLD',
        expiry_date: '2020-06-30',
      },
    })
  })

  it('skips expired lots, and takes a lot on the day it expires (Phnom Penh time)', async () => {
    const store = await t.createStore()
    const yoghurt = await t.createProduct({ is_lot_tracked: true })
    await stockUp(admin, store.id, [
      { product_id: yoghurt.id, quantity: 6, lot_number: 'GONE', expiry_date: '2021-01-01' },
      { product_id: yoghurt.id, quantity: 2, lot_number: 'TODAY', expiry_date: shopToday() },
      { product_id: yoghurt.id, quantity: 9, lot_number: 'LATER', expiry_date: '2031-01-01' },
    ])
    const allocated = await allocate({ store_id: store.id, product_id: yoghurt.id, quantity: 3 })
    const rows = await t.onHand(admin, store.id, yoghurt.id)
    const idOf = (n: string) => (rows.find((r) => r.lot_number === n) as unknown as { lot_id: number }).lot_id
    expect(allocated).toEqual([
      { lot_id: idOf('TODAY'), quantity: 2 },
      { lot_id: idOf('LATER'), quantity: 1 },
    ])
  })

  it('is STOCK_INSUFFICIENT when short, with what the unexpired lots hold', async () => {
    const { store, milk } = await milkWithFourLots()
    expect(await allocate({ store_id: store.id, product_id: milk.id, quantity: 21.501 })).toMatchObject({
      code: 'STOCK_INSUFFICIENT',
      params: { product_id: milk.id, product_name: 'Fresh milk', store_id: store.id, available: 21.5 },
    })
  })

  it('is LOT_EXPIRED when only expired lots could make up the quantity', async () => {
    const store = await t.createStore()
    const cheese = await t.createProduct({ name_en: 'Cheese', is_lot_tracked: true })
    await stockUp(admin, store.id, [
      { product_id: cheese.id, quantity: 1, lot_number: 'FRESH', expiry_date: '2032-01-01' },
      { product_id: cheese.id, quantity: 5, lot_number: 'STALE', expiry_date: '2022-01-01' },
    ])
    expect(await allocate({ store_id: store.id, product_id: cheese.id, quantity: 2 })).toMatchObject({
      code: 'LOT_EXPIRED',
      params: { product_name: 'Cheese', lot_number: 'STALE', expiry_date: '2022-01-01' },
    })
  })

  it('takes the rest from the last unexpired lot where the store allows negative stock', async () => {
    const { store, milk, lots } = await milkWithFourLots(true)
    expect(await allocate({ store_id: store.id, product_id: milk.id, quantity: 25 })).toEqual([
      { lot_id: lots['B-JAN'], quantity: 2.5 },
      { lot_id: lots['C-FEB'], quantity: 4 },
      { lot_id: lots['A-MAR'], quantity: 5 },
      { lot_id: lots['N-NONE'], quantity: 13.5 },
    ])
  })

  it('takes a product without lots as a whole, and refuses a lot for it', async () => {
    const store = await t.createStore()
    const soap = await t.createProduct()
    expect(await allocate({ store_id: store.id, product_id: soap.id, quantity: 4 })).toEqual([
      { lot_id: null, quantity: 4 },
    ])
    expect(await allocate({ store_id: store.id, product_id: soap.id, quantity: 4, lot_id: 1 })).toMatchObject(
      {
        code: 'VALIDATION_FAILED',
        errors: { lot_id: ['mismatch'] },
      },
    )
  })
})

describe('a dispatch takes lots first expiry first', () => {
  it('splits a transfer line over three lots and receives the same lots at the destination', async () => {
    const { store, milk } = await milkWithFourLots()
    const destination = await t.createStore()
    const id = await approvedTransfer(admin, {
      from_store_id: store.id,
      to_store_id: destination.id,
      lines: [{ product_id: milk.id, quantity: 8 }],
    })
    const dispatched = await act(admin, id, 'dispatch')
    expect(dispatched.statusCode, dispatched.body).toBe(200)
    expect(
      dispatched
        .json()
        .data.items.map((i: { lot_number: string; quantity: number }) => [i.lot_number, i.quantity]),
    ).toEqual([
      ['B-JAN', 2.5],
      ['C-FEB', 4],
      ['A-MAR', 1.5],
    ])
    const received = await act(admin, id, 'receive', { lines: [{ product_id: milk.id, quantity: 8 }] })
    expect(received.statusCode, received.body).toBe(200)
    expect((await t.onHand(admin, destination.id, milk.id)).map((r) => [r.lot_number, r.on_hand])).toEqual([
      ['A-MAR', 1.5],
      ['B-JAN', 2.5],
      ['C-FEB', 4],
    ])
    expect((await t.onHand(admin, store.id, milk.id)).map((r) => [r.lot_number, r.on_hand])).toEqual([
      ['A-MAR', 3.5],
      ['B-JAN', 0],
      ['C-FEB', 0],
      ['N-NONE', 10],
    ])
  })

  it('refuses to dispatch stock that only an expired lot holds (LOT_EXPIRED), and moves nothing', async () => {
    const store = await t.createStore()
    const destination = await t.createStore()
    const fish = await t.createProduct({ name_en: 'Dried fish', is_lot_tracked: true })
    await stockUp(admin, store.id, [
      { product_id: fish.id, quantity: 4, lot_number: 'F-2019', expiry_date: '2019-12-31' },
    ])
    const id = await approvedTransfer(admin, {
      from_store_id: store.id,
      to_store_id: destination.id,
      lines: [{ product_id: fish.id, quantity: 1 }],
    })
    const refused = await act(admin, id, 'dispatch')
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'LOT_EXPIRED',
      params: { product_name: 'Dried fish', lot_number: 'F-2019', expiry_date: '2019-12-31' },
    })
    expect((await t.onHand(admin, store.id, fish.id))[0]?.on_hand).toBe(4)
    const after = await t.as(admin).get(`/api/stock-transfers/${id}`)
    expect(after.json().data).toMatchObject({ status: 'approved', items: [] })
  })
})
