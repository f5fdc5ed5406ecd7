import type { ReportTable } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { createReportsTestApp } from './reports-test-kit.ts'

/**
 * A figure's drill-down opens the orders or movements behind it: the link's filters, given to the list API the
 * page reads (`/orders` → `/api/orders`, `/stocks/movements` → `/api/stock-movements`), find exactly them.
 */
const t = await createReportsTestApp()
const today = shopDay(new Date())
let mine: { id: number }
let other: { id: number }

beforeAll(async () => {
  mine = await t.createStore()
  other = await t.createStore()
  const product = await t.createProduct({ name_en: 'Palm sugar', name_kh: 'ស្ករត្នោត', price_usd: 300 })
  for (const [store, sales] of [
    [mine, 3],
    [other, 2],
  ] as const) {
    await t.stockUp(store.id, product.id, 50)
    const seller = await t.cashierAt(store.id, ['manager'])
    for (let i = 0; i < sales; i++) {
      await t.sell(seller.token, {
        store_id: store.id,
        lines: [{ product_id: product.id, quantity: 1 + i }],
        tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
      })
    }
  }
})

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.admin.token) })
const report = async (path: string) =>
  (await get(`/api/reports/${path}?from=${today}&to=${today}`)).json<{ data: ReportTable }>().data
const listBehind = async (drill: string) => {
  const api = drill
    .replace(/^\/orders\?/, '/api/orders?')
    .replace(/^\/stocks\/movements\?/, '/api/stock-movements?')
  const response = await get(api)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: { store_id: number; quantity?: number }[]; meta: { total: number } }>()
}

describe('drill-down', () => {
  it('from a store’s sales to exactly its orders of the period', async () => {
    const table = await report('sales/by-store')
    for (const [i, row] of table.rows.entries()) {
      const listed = await listBehind(table.drill[i] ?? '')
      expect(listed.meta.total).toBe(Number(row.orders))
      expect(new Set(listed.data.map((order) => order.store_id))).toEqual(new Set([row.store_id]))
    }
    expect(table.rows.map((row) => Number(row.orders)).sort()).toEqual([2, 3])
  })

  it('from a day’s sales to the orders of that shop day, the last day included', async () => {
    const table = await report('sales/by-period')
    const listed = await listBehind(table.drill[0] ?? '')
    expect(listed.meta.total).toBe(5)
  })

  it('from a kind of movement to exactly those movements', async () => {
    const table = await report('inventory/movements')
    const sales = table.rows.findIndex((row) => row.kind === 'sale')
    expect(sales).toBeGreaterThanOrEqual(0)
    // The code stays for programs; its words are what the page and the exports show.
    expect(table.rows[sales]).toMatchObject({ kind_en: 'Sale', kind_km: 'ការលក់' })
    const listed = await listBehind(table.drill[sales] ?? '')
    expect(listed.meta.total).toBe(Number(table.rows[sales]?.movements))
    expect(listed.data.reduce((sum, m) => sum - (m.quantity ?? 0), 0)).toBe(
      Number(table.rows[sales]?.quantity_out),
    )
  })

  it('names payments by tender and currency, in dollars or riel', async () => {
    const table = await report('sales/by-tender')
    expect(table.rows).toEqual([
      expect.objectContaining({
        method: 'cash',
        method_en: 'Cash',
        method_km: 'សាច់ប្រាក់',
        tender_en: 'Cash (USD)',
        // $10 notes less the change: what was sold, $3 × (1 + 2 + 3) + $3 × (1 + 2).
        amount_usd: 2700,
        amount_riel: null,
      }),
    ])
  })

  it('exports show the words of the codes, in Khmer too', async () => {
    const csv = await get(
      `/api/reports/inventory/movements/export?from=${today}&to=${today}&format=csv&lang=km`,
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('ការលក់')
    expect(csv.body).not.toMatch(/^sale,/m)
  })

  it('a date the list cannot read is a 400, not an empty list', async () => {
    const response = await get('/api/orders?filter[created_at][gte]=last%20week')
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch('created_at')
  })
})
