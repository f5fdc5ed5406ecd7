import { beforeAll, describe, expect, it } from 'vitest'
import { createStockTestApp } from './stock-test-kit.ts'

const t = await createStockTestApp()
let mine: { id: number; code: string }
let other: { id: number }
let closed: { id: number }

beforeAll(async () => {
  mine = await t.createStore({ name_en: 'AAA Riverside' })
  other = await t.createStore({ name_en: 'AAA Airport' })
  closed = await t.createStore({ name_en: 'AAA Closed', status: false })
})

describe('GET /api/me/stores', () => {
  it('offers a keeper only the active stores they work in', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [mine.id, closed.id])
    const response = await t.as(keeper.token).get('/api/me/stores')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual([
      { id: mine.id, code: mine.code, name_en: 'AAA Riverside', name_kh: null, allow_negative_stock: false },
    ])
  })

  it('offers an administrator every active store', async () => {
    const admin = await t.signInAs('admin')
    const ids = (await t.as(admin.token).get('/api/me/stores')).json<{ data: { id: number }[] }>().data
    expect(ids.map((store) => store.id)).toEqual(expect.arrayContaining([mine.id, other.id]))
    expect(ids.map((store) => store.id)).not.toContain(closed.id)
  })

  it('offers a user in no store nothing', async () => {
    const cashier = await t.signInAtStores(['cashier'], [])
    expect((await t.as(cashier.token).get('/api/me/stores')).json()).toEqual({ data: [] })
  })
})

describe('who, by name', () => {
  it('names who made and who decided an adjustment, and who moved the stock, to a keeper', async () => {
    const product = await t.createProduct({ cost_usd: 100 })
    const keeper = await t.signInAtStores(['stock_keeper'], [mine.id])
    const manager = await t.signInAtStores(['manager'], [mine.id])
    const created = await t.adjust(keeper.token, {
      store_id: mine.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 2 }],
    })
    expect(created.json().data).toMatchObject({
      status: 'pending',
      created_by_name: keeper.user.name,
      decided_by_name: null,
    })
    const id = created.json().data.id
    const approved = await t.as(manager.token).post(`/api/stock-adjustments/${id}/approve`)
    expect(approved.json().data).toMatchObject({ status: 'posted', decided_by_name: manager.user.name })

    const listed = await t.as(keeper.token).get(`/api/stock-adjustments?filter[store_id][equals]=${mine.id}`)
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id, created_by_name: keeper.user.name, decided_by_name: manager.user.name }),
    )
    const ledger = await t
      .as(keeper.token)
      .get(`/api/stock-movements?filter[product_id][equals]=${product.id}`)
    expect(ledger.json().data).toEqual([
      expect.objectContaining({ quantity: 2, document_id: id, created_by_name: manager.user.name }),
    ])
  })
})
