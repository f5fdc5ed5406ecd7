// Decision 0047: a return reverses its share of each tax besides VAT, to the cent and the riel, never more
// than was charged across several returns; the credit note, its UBL and the tax report carry what it reversed.
import type { CreditNote, OrderDetail, ReportTable } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { amount, at, one, parseUbl, taxSubtotals, validateUbl } from '../einvoice/ubl-test-kit.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { usd } from '../sales/sales-test-kit.ts'
import { defineTax as defineTaxAs } from './taxes-test-kit.ts'

const t = await createOrdersTestApp()
const tag = `RT${Date.now() % 100_000}`
const ST = `${tag}-ST`
const PLT = `${tag}-PLT`
let managerToken: string
let orderId: number
let lineId: number
const notes: CreditNote[] = []

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.admin.token) })
const defineTax = (body: object) => defineTaxAs(t.app, t.admin.token, body)

/** Returns one can under the given idempotency key: answers the response. */
const returnOne = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: { ...bearer(managerToken), 'idempotency-key': key },
    payload: { lines: [{ order_line_id: lineId, quantity: 1 }], refund: [usd(100)], reason: 'flat beer' },
  })

const figures = (taxes: CreditNote['taxes']) =>
  taxes.map((tax) => [tax.code, tax.base_usd, tax.amount_usd, tax.base_khr, tax.amount_khr])

async function otherTaxesToday() {
  const today = shopToday()
  const report = await get(`/api/reports/financial/other-taxes?from=${today}&to=${today}`)
  expect(report.statusCode, report.body).toBe(200)
  return report
    .json<{ data: ReportTable }>()
    .data.rows.filter((r) => String(r.code).startsWith(tag))
    .map((r) => [r.code, Number(r.base_usd), Number(r.amount_usd), Number(r.base_khr), Number(r.amount_khr)])
}

beforeAll(async () => {
  const st = await defineTax({ code: ST, name_en: 'Specific Tax', rate: 30, stack_order: 10 })
  const plt = await defineTax({ code: PLT, name_en: 'Public Lighting Tax', rate: 5, stack_order: 20 })
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(t.admin.token),
    payload: { name_en: tag, code: tag, tax_ids: [st.id, plt.id] },
  })
  expect(category.statusCode, category.body).toBe(201)
  const beer = await t.createProduct({ price_usd: 100, taxable: true, category_id: category.json().data.id })
  const store = await t.createStore()
  const cashier = await t.cashierAt(store.id)
  managerToken = (await t.managerAt(store.id)).token
  await t.stockUp(store.id, beer.id, 10)
  const sale = await t.sell(cashier.token, {
    store_id: store.id,
    lines: [{ product_id: beer.id, quantity: 3 }],
    tenders: [usd(300)],
    change_mode: 'split',
  })
  orderId = sale.id
  lineId = sale.lines[0]?.id as number
  // Three cans, $3.00 on one line: ST 300 × 0.30 / 1.5015 = 59.94 → 60¢ on 199.8 → 200¢; PLT 300 × 0.05 ×
  // 1.30 / 1.5015 = 12.99 → 13¢ on 259.7 → 260¢; at 4,100 ៛: 2,460 and 533 ៛, bases 8,200 and 10,660 ៛.
  expect(figures(sale.taxes)).toEqual([
    [ST, 200, 60, 8200, 2460],
    [PLT, 260, 13, 10_660, 533],
  ])
})

describe('returning three cans one by one', () => {
  it('the first reverses a third of each tax, rounded once: ST 20¢, PLT 4¢ (13 / 3 = 4.33)', async () => {
    const response = await returnOne(`${tag}-first`)
    expect(response.statusCode, response.body).toBe(201)
    const note = response.json<{ data: OrderDetail }>().data.returns[0] as CreditNote
    expect(figures(note.taxes)).toEqual([
      [ST, 67, 20, 2747, 820],
      [PLT, 87, 4, 3567, 164],
    ])
    expect(note.lines[0]?.taxes.map((tax) => [tax.code, tax.amount_usd])).toEqual([
      [ST, 20],
      [PLT, 4],
    ])
    // Replayed under its key, it writes nothing more.
    const replay = await returnOne(`${tag}-first`)
    expect(replay.statusCode).toBe(201)
    expect(replay.json<{ data: OrderDetail }>().data.returns).toHaveLength(1)
    const read = await get(`/api/credit-notes/${note.id}`)
    expect(figures(read.json<{ data: CreditNote }>().data.taxes)).toEqual(figures(note.taxes))
    notes.push(note)
  })

  it('the report nets the reversed taxes out on the day of the return', async () => {
    expect(await otherTaxesToday()).toEqual([
      [PLT, 260 - 87, 13 - 4, 10_660 - 3567, 533 - 164],
      [ST, 200 - 67, 60 - 20, 8200 - 2747, 2460 - 820],
    ])
  })

  it('the second and the last take the rest: the three add up to what was charged, to the cent and riel', async () => {
    for (const key of ['second', 'last']) {
      const response = await returnOne(`${tag}-${key}`)
      expect(response.statusCode, response.body).toBe(201)
      notes.push(response.json<{ data: OrderDetail }>().data.returns.at(-1) as CreditNote)
    }
    // Two cans: ST round(60 × 2/3) = 40 − 20; PLT round(13 × 2/3) = 9 − 4; the last: what is left.
    expect(notes.map((note) => figures(note.taxes))).toEqual([
      [
        [ST, 67, 20, 2747, 820],
        [PLT, 87, 4, 3567, 164],
      ],
      [
        [ST, 66, 20, 2706, 820],
        [PLT, 86, 5, 3526, 205],
      ],
      [
        [ST, 67, 20, 2747, 820],
        [PLT, 87, 4, 3567, 164],
      ],
    ])
    expect(await otherTaxesToday()).toEqual([
      [PLT, 0, 0, 0, 0],
      [ST, 0, 0, 0, 0],
    ])
    // Nothing is left to return, so no tax can be reversed twice.
    const more = await returnOne(`${tag}-more`)
    expect([more.statusCode, more.json().code]).toEqual([422, 'RETURN_EXCEEDS_SOLD'])
  })

  it("the credit note's UBL carries each reversed tax, valid against the UBL 2.1 schema", async () => {
    const note = notes[1] as CreditNote
    const xml = (await get(`/api/credit-notes/${note.id}/ubl`)).body
    expect(validateUbl(xml, 'CreditNote')).toBe('valid')
    const doc = one(parseUbl(xml), 'CreditNote')
    const [usdTotal, khrTotal] = at(doc, 'cac:TaxTotal')
    // $1.00 back: VAT 9¢ of it (on the 91¢ without VAT), ST and PLT as reversed.
    expect([note.total_usd, note.vat_usd, note.total_khr, note.vat_khr]).toEqual([100, 9, 4100, 369])
    expect(taxSubtotals(usdTotal)).toEqual([
      ['S', 91, 9],
      [ST, 66, 20],
      [PLT, 86, 5],
    ])
    expect(taxSubtotals(khrTotal)).toEqual([
      ['S', 3731, 369],
      [ST, 2706, 820],
      [PLT, 3526, 205],
    ])
    const totals = one(doc, 'cac:LegalMonetaryTotal')
    expect(amount(one(totals, 'cbc:TaxExclusiveAmount')).value).toBe(66)
    expect(amount(one(totals, 'cbc:PayableAmount')).value).toBe(100)
    const [line] = at(doc, 'cac:CreditNoteLine')
    expect(amount(one(line, 'cbc:LineExtensionAmount')).value).toBe(66)
  })
})
