import type { ReportTable, SalesSummary } from '@sms/contract'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { createReportsTestApp } from './reports-test-kit.ts'

/** The report routes' edges: dates, permissions, stores, the index and the exports (Khmer intact). */
const t = await createReportsTestApp()
const today = shopDay(new Date())
let mine: { id: number }
let other: { id: number }
let reader: { token: string }

beforeAll(async () => {
  mine = await t.createStore()
  other = await t.createStore()
  const product = await t.createProduct({ name_en: 'Kampot pepper', name_kh: 'ម្រេចកំពត', price_usd: 500 })
  for (const store of [mine, other]) {
    await t.stockUp(store.id, product.id, 100)
    const seller = await t.cashierAt(store.id, ['manager'])
    await t.sell(seller.token, {
      store_id: store.id,
      lines: [{ product_id: product.id, quantity: 2 }],
      tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
    })
  }
  const role = await t.createRoleWith(['sales-reports.view', 'dashboards.view'])
  reader = await t.signInAtStores([role.name], [mine.id])
})

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

describe('GET /api/reports/sales/summary', () => {
  it('answers the issue’s shape', async () => {
    const response = await get(t.admin.token, `/api/reports/sales/summary?from=${today}&to=${today}`)
    expect(response.statusCode).toBe(200)
    expect(response.json<{ data: SalesSummary }>().data).toEqual({
      orders: 2,
      total_usd: 2000,
      total_khr: 82_000,
      discount_usd: 0,
      vat_usd: expect.any(Number),
      returns_usd: 0,
      net_usd: 2000,
      by_tender: [{ method: 'cash', currency: 'USD', amount: 2000 }],
    })
  })

  it.each([
    ['', 'from', 'required'],
    ['from=2026-02-30&to=2026-03-01', 'from', 'date'],
    ['from=yesterday&to=2026-03-01', 'from', 'date'],
    ['from=2026-03-02&to=2026-03-01', 'to', 'before_from'],
    ['from=2000-01-01&to=2026-03-01', 'to', 'range_too_long'],
  ])('a bad range (%s) is a 400 that says what is wrong', async (q, field, code) => {
    const response = await get(t.admin.token, `/api/reports/sales/summary?${q}`)
    expect(response.statusCode).toBe(400)
    const body = response.json<{ code: string; message: string; errors: Record<string, string[]> }>()
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.errors[field]).toEqual([code])
    expect(body.message).toMatch(field)
  })

  it('counts only the stores the reader may see, and refuses another store', async () => {
    const seen = await get(reader.token, `/api/reports/sales/summary?from=${today}&to=${today}`)
    expect(seen.json<{ data: SalesSummary }>().data.orders).toBe(1)
    const refused = await get(
      reader.token,
      `/api/reports/sales/summary?from=${today}&to=${today}&store_id=${other.id}`,
    )
    expect(refused.statusCode).toBe(403)
    const byStore = await get(reader.token, `/api/reports/sales/by-store?from=${today}&to=${today}`)
    expect(byStore.json<{ data: ReportTable }>().data.rows.map((r) => r.store_id)).toEqual([mine.id])
  })

  it('needs sales-reports.view: a cashier is refused, and the index lists no report for one', async () => {
    const cashier = await t.signInAtStores(['cashier'], [mine.id])
    expect(
      (await get(cashier.token, `/api/reports/sales/summary?from=${today}&to=${today}`)).statusCode,
    ).toBe(403)
    const index = await get(cashier.token, '/api/reports')
    expect(index.statusCode).toBe(200)
    expect(index.json<{ data: unknown[] }>().data).toEqual([])
  })
})

describe('every report', () => {
  it('answers its table for today, with the previous period beside the compared ones', async () => {
    const index = (await get(t.admin.token, '/api/reports')).json<{
      data: { area: string; name: string }[]
    }>().data
    expect(index.length).toBeGreaterThanOrEqual(24)
    for (const { area, name } of index) {
      const response = await get(t.admin.token, `/api/reports/${area}/${name}?from=${today}&to=${today}`)
      expect(response.statusCode, `${area}/${name}: ${response.body}`).toBe(200)
      const table = response.json<{ data: ReportTable }>().data
      expect(table.drill).toHaveLength(table.rows.length)
    }
    const byPeriod = (
      await get(t.admin.token, `/api/reports/sales/by-period?from=${today}&to=${today}`)
    ).json<{
      data: ReportTable
    }>().data
    expect(byPeriod.previous?.to).toBeDefined()
    expect(byPeriod.drill[0]).toMatch(/^\/orders\?filter\[created_at\]\[gte\]=/)
  })

  it('an unknown report is a 404', async () => {
    expect(
      (await get(t.admin.token, `/api/reports/sales/nothing?from=${today}&to=${today}`)).statusCode,
    ).toBe(404)
  })
})

describe('exports', () => {
  it('CSV: UTF-8 with a byte-order mark, the Khmer names as they are, a totals row', async () => {
    const response = await get(
      t.admin.token,
      `/api/reports/sales/by-product/export?from=${today}&to=${today}&format=csv&lang=km`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/csv/)
    expect(response.headers['content-disposition']).toMatch(/sales-by-product-.*\.csv/)
    const text = response.rawPayload.toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).trim().split('\r\n')
    expect(lines[0]).toContain('ផលិតផល')
    expect(lines[1]).toContain('ម្រេចកំពត')
    expect(lines.at(-1)).toMatch(/^សរុប,/)
  })

  it('Excel: opens with exceljs, Khmer intact, money in dollars', async () => {
    const response = await get(
      t.admin.token,
      `/api/reports/sales/by-product/export?from=${today}&to=${today}&format=xlsx&lang=km`,
    )
    expect(response.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(2).value).toBe('ផលិតផល')
    expect(sheet?.getRow(2).getCell(2).value).toBe('ម្រេចកំពត')
    expect(sheet?.getRow(2).getCell(5).value).toBe(20)
  })
})

describe('GET /api/dashboard', () => {
  it('gives today’s tiles for the reader’s stores', async () => {
    const response = await get(reader.token, `/api/dashboard?from=${today}&to=${today}`)
    expect(response.statusCode).toBe(200)
    const data = response.json<{ data: { today: SalesSummary; top_products: { name_km: string }[] } }>().data
    expect(data.today.orders).toBe(1)
    expect(data.top_products[0]?.name_km).toBe('ម្រេចកំពត')
  })
})
