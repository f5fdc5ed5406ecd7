import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { createReportsTestApp } from './reports-test-kit.ts'

/**
 * Issue 18.6: names a hostile user typed (a product, a customer) reach every report export as text, never as a
 * formula a spreadsheet would run; money and quantities, negative ones too, stay numbers.
 */
const t = await createReportsTestApp()
const today = shopDay(new Date())
const HOSTILE = {
  sold: '=HYPERLINK("http://x","y")',
  soldKm: '@SUM(A1:A9)',
  slow: '+SUM(1+1)',
  customer: '-2+3*cmd',
}
let index: { area: string; name: string }[]

beforeAll(async () => {
  const store = await t.createStore()
  const sold = await t.createProduct({
    name_en: HOSTILE.sold,
    name_kh: HOSTILE.soldKm,
    price_usd: 500,
    cost_usd: 900,
  })
  const slow = await t.createProduct({ name_en: HOSTILE.slow, name_kh: HOSTILE.slow, price_usd: 300 })
  const customer = await t.createCustomer({ name: HOSTILE.customer })
  await t.stockUp(store.id, sold.id, 50)
  await t.stockUp(store.id, slow.id, 50)
  const seller = await t.cashierAt(store.id, ['manager'])
  const order = await t.sell(seller.token, {
    store_id: store.id,
    customer_id: customer.id,
    lines: [{ product_id: sold.id, quantity: 2 }],
    tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
  })
  // Sold below cost (a negative margin) and partly returned: negative numbers, which must stay numbers.
  await t.returnAt(
    seller.token,
    order,
    [{ line_no: 1, quantity: 1 }],
    [{ method: 'cash', currency: 'USD', amount: 500 }],
    new Date(),
  )
  index = (await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(t.admin.token) })).json<{
    data: { area: string; name: string }[]
  }>().data
})

const exportOf = (area: string, name: string, format: 'csv' | 'xlsx', lang: 'en' | 'km') =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/${area}/${name}/export?from=${today}&to=${today}&format=${format}&lang=${lang}`,
    headers: bearer(t.admin.token),
  })

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

describe('report CSV exports', () => {
  it.each(['en', 'km'] as const)('write no formula in any report (%s)', async (lang) => {
    expect(index.length).toBeGreaterThanOrEqual(24)
    const cells: string[] = []
    for (const { area, name } of index) {
      const response = await exportOf(area, name, 'csv', lang)
      expect(response.statusCode, `${area}/${name}: ${response.body}`).toBe(200)
      const parsed = Papa.parse<string[]>(response.rawPayload.toString('utf8').replace(/^\uFEFF/, ''), {
        skipEmptyLines: true,
      })
      expect(parsed.errors, `${area}/${name}`).toEqual([])
      for (const row of parsed.data) cells.push(...row)
    }
    // A cell a spreadsheet would run is either a plain number (a negative amount) or guarded with a leading '.
    const risky = cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell))
    expect(risky).toEqual([])
    expect(cells.filter((cell) => /^-\d/.test(cell)).length).toBeGreaterThan(0)
    const names = lang === 'km' ? [HOSTILE.soldKm, HOSTILE.slow] : [HOSTILE.sold, HOSTILE.slow]
    for (const hostile of [...names, HOSTILE.customer]) expect(cells).toContain(`'${hostile}`)
  })

  it.each([
    ['sales', 'by-product', HOSTILE.sold],
    ['inventory', 'slow-stock', HOSTILE.slow],
    ['customer', 'top', HOSTILE.customer],
  ])('%s/%s shows the hostile name guarded, as the issue found it', async (area, name, hostile) => {
    const text = (await exportOf(area, name, 'csv', 'en')).rawPayload.toString('utf8')
    expect(text).toContain(`"'${hostile.replaceAll('"', '""')}"`)
    expect(text).not.toMatch(new RegExp(`(^|,)${hostile.replace(/[()+*"]/g, '\\$&')}`, 'm'))
  })
})

describe('report Excel exports', () => {
  it('hold the hostile names as text cells, never formulas, in every report', async () => {
    const texts: string[] = []
    for (const { area, name } of index) {
      const response = await exportOf(area, name, 'xlsx', 'en')
      expect(response.statusCode, `${area}/${name}`).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      workbook.worksheets[0]?.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type, `${area}/${name} ${cell.address}`).not.toBe(ExcelJS.ValueType.Formula)
          if (typeof cell.value === 'string') texts.push(cell.value)
        }),
      )
    }
    expect(texts).toEqual(expect.arrayContaining([HOSTILE.sold, HOSTILE.slow, HOSTILE.customer]))
  })
})
