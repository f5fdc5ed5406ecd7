// Issue 20's other taxes (decision 0044): a can of beer sold with Specific Tax, PLT and VAT gives the decision
// record's figures on the receipt, the invoice, the tax report and the UBL.
import type { Invoice, Order, ReportTable, Tax } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { amount, at, one, parseUbl, taxSubtotals, text, validateUbl } from '../einvoice/ubl-test-kit.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { usd } from '../sales/sales-test-kit.ts'
import { defineTax as defineTaxAs } from './taxes-test-kit.ts'

const t = await createOrdersTestApp()
const adminApi = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.admin.token), ...(payload ? { payload } : {}) })

let specific: Tax
let lighting: Tax
let sale: Order
let beer: { id: number }
let category: { id: number }

const defineTax = (body: object) => defineTaxAs(t.app, t.admin.token, body)

beforeAll(async () => {
  // Listed PLT first: the stack order decides, not the order of definition.
  lighting = await defineTax({
    code: 'PLT',
    name_en: 'Public Lighting Tax',
    name_kh: 'អាករបំភ្លឺសាធារណៈ',
    rate: 5,
    stack_order: 20,
  })
  specific = await defineTax({
    code: 'ST-BEER',
    name_en: 'Specific Tax (beer)',
    name_kh: 'អាករពិសេស (ស្រាបៀរ)',
    rate: 30,
    stack_order: 10,
  })
  const created = await adminApi('POST', '/api/categories', {
    name_en: 'Beer',
    name_kh: 'ស្រាបៀរ',
    code: 'BEER-TAX',
    tax_ids: [lighting.id, specific.id],
  })
  expect(created.statusCode, created.body).toBe(201)
  category = created.json<{ data: { id: number } }>().data
  beer = await t.createProduct({ price_usd: 100, taxable: true, category_id: category.id })
  const store = await t.createStore()
  const cashier = await t.cashierAt(store.id)
  await t.stockUp(store.id, beer.id, 10)
  sale = await t.sell(cashier.token, {
    store_id: store.id,
    lines: [{ product_id: beer.id, quantity: 1 }],
    tenders: [usd(100)],
    change_mode: 'split',
  })
})

const figures = (taxes: { code: string; amount_usd: number; amount_khr: number; base_usd: number }[]) =>
  taxes.map((tax) => [tax.code, tax.base_usd, tax.amount_usd, tax.amount_khr])
const BEER_TAXES = [
  ['ST-BEER', 67, 20, 820],
  ['PLT', 87, 4, 164],
]

describe('taxes defined by the owner and assigned to a category', () => {
  it('the category answers its taxes, and a product of it without its own is charged them', async () => {
    const read = await adminApi('GET', `/api/categories/${category.id}`)
    expect(read.json().data.tax_ids).toEqual([lighting.id, specific.id].sort((a, b) => a - b))
    const product = await adminApi('GET', `/api/products/${beer.id}`)
    expect(product.json().data.tax_ids).toEqual([])
  })

  it('refuses a rate above 100% or with three decimals, and a tax in the trash as an assignment', async () => {
    const bad = await adminApi('POST', '/api/taxes', { code: 'X', name_en: 'X', rate: 5.125 })
    expect(bad.statusCode).toBe(422)
    const deleted = await defineTax({ code: 'GONE', name_en: 'Gone', rate: 2 })
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/taxes/${deleted.id}`,
          headers: bearer(t.admin.token),
        })
      ).statusCode,
    ).toBe(200)
    const assigned = await adminApi('PUT', `/api/products/${beer.id}`, {
      ...(await adminApi('GET', `/api/products/${beer.id}`)).json().data,
      tax_ids: [deleted.id],
    })
    expect(assigned.statusCode).toBe(422)
    expect(assigned.json().errors).toEqual({ tax_ids: ['not_found'] })
  })

  it('a manager reads the taxes but may not define one', async () => {
    const store = await t.createStore()
    const manager = await t.managerAt(store.id)
    const list = await t.as(manager.token).get('/api/taxes')
    expect(list.statusCode).toBe(200)
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/taxes',
      headers: bearer(manager.token),
      payload: { code: 'AT', name_en: 'Accommodation Tax', rate: 2 },
    })
    expect(post.statusCode).toBe(403)
  })
})

describe('a can of beer at $1.00 sold at the till', () => {
  it("the receipt carries the decision record's figures: $1.00, VAT 9¢, ST 20¢, PLT 4¢", async () => {
    expect([sale.total_usd, sale.vat_usd, sale.subtotal_usd, sale.total_khr, sale.vat_khr]).toEqual([
      100, 9, 91, 4100, 369,
    ])
    expect(figures(sale.taxes)).toEqual(BEER_TAXES)
    expect(sale.taxes.map((tax) => [tax.name_en, tax.name_kh, tax.rate_bp])).toEqual([
      ['Specific Tax (beer)', 'អាករពិសេស (ស្រាបៀរ)', 3000],
      ['Public Lighting Tax', 'អាករបំភ្លឺសាធារណៈ', 500],
    ])
    expect(sale.lines[0]?.taxes.map((tax) => [tax.code, tax.amount_usd])).toEqual([
      ['ST-BEER', 20],
      ['PLT', 4],
    ])
    const reread = await t.api.detail(t.admin.token, sale.id)
    expect(figures(reread.taxes)).toEqual(BEER_TAXES)
  })

  it('an edit of the tax afterwards changes nothing already sold', async () => {
    const edited = await adminApi('PUT', `/api/taxes/${lighting.id}`, {
      ...lighting,
      rate: 6,
      name_en: 'PLT now',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const reread = await t.api.detail(t.admin.token, sale.id)
    expect(reread.taxes.map((tax) => [tax.name_en, tax.rate_bp, tax.amount_usd])).toEqual([
      ['Specific Tax (beer)', 3000, 20],
      ['Public Lighting Tax', 500, 4],
    ])
    await adminApi('PUT', `/api/taxes/${lighting.id}`, lighting)
  })

  it('the invoice, the tax report and the UBL carry the same figures', async () => {
    const issued = await t.ok(await t.api.invoice(t.admin.token, sale.id), 201)
    const invoiceId = issued.invoice?.id as number
    const invoice = (await adminApi('GET', `/api/invoices/${invoiceId}`)).json<{ data: Invoice }>().data
    expect([invoice.total_usd, invoice.vat_usd, invoice.subtotal_usd]).toEqual([100, 9, 91])
    expect(figures(invoice.taxes)).toEqual(BEER_TAXES)

    const today = shopToday()
    const report = await adminApi('GET', `/api/reports/financial/other-taxes?from=${today}&to=${today}`)
    expect(report.statusCode, report.body).toBe(200)
    const rows = report.json<{ data: ReportTable }>().data.rows
    expect(
      rows.map((r) => [
        r.code,
        Number(r.rate_pct),
        Number(r.base_usd),
        Number(r.amount_usd),
        Number(r.amount_khr),
      ]),
    ).toEqual([
      ['PLT', 5, 87, 4, 164],
      ['ST-BEER', 30, 67, 20, 820],
    ])

    const xml = (await adminApi('GET', `/api/invoices/${invoiceId}/ubl`)).body
    expect(validateUbl(xml, 'Invoice')).toBe('valid')
    const doc = one(parseUbl(xml), 'Invoice')
    const [usdTotal, khrTotal] = at(doc, 'cac:TaxTotal')
    expect(taxSubtotals(usdTotal)).toEqual([
      ['S', 91, 9],
      ['ST-BEER', 67, 20],
      ['PLT', 87, 4],
    ])
    expect(taxSubtotals(khrTotal)).toEqual([
      ['S', 3731, 369],
      ['ST-BEER', 2747, 820],
      ['PLT', 3567, 164],
    ])
    expect(amount(one(usdTotal, 'cbc:TaxAmount')).value).toBe(33)
    expect(amount(one(khrTotal, 'cbc:TaxAmount')).value).toBe(1353)
    const totals = one(doc, 'cac:LegalMonetaryTotal')
    expect(amount(one(totals, 'cbc:TaxExclusiveAmount')).value).toBe(67)
    expect(amount(one(totals, 'cbc:PayableAmount')).value).toBe(100)
    const [line] = at(doc, 'cac:InvoiceLine')
    expect(amount(one(line, 'cbc:LineExtensionAmount')).value).toBe(67)
    expect(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory').map((c) => text(c, 'cbc:ID'))).toEqual([
      'S',
      'ST-BEER',
      'PLT',
    ])
  })
})
