// The UBL reads whether a document's lines hold VAT from the order's stored mode (`orders.prices_include_vat`,
// decision 0048), never from its figures: here, orders whose totals equal their lines' sum although prices
// excluded VAT, and an invoice issued after the shop changed the setting. Every document must still give
// lines net of VAT that add up to its LineExtensionAmount, and validate against the UBL 2.1 schema. The VAT rate
// is the order's too (`orders.vat_rate`): a later change of the shop's rate leaves past documents as they were.
import type { CreditNote, Invoice, InvoiceSummary, OpenOrderRequest } from '@sms/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { amount, at, one, parseUbl, taxSubtotals, text, validateUbl } from './ubl-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let managerToken: string
let products: { rice: number; candy: number; beer: number }

beforeAll(async () => {
  store = await t.createStore()
  managerToken = (await t.managerAt(store.id)).token
  // Rice is exempt from VAT (0%); a 4¢ sweet is taxable, but 10% of it rounds to nothing.
  const rice = await t.createProduct({ price_usd: 253, taxable: false })
  const candy = await t.createProduct({ price_usd: 4, taxable: true })
  const beer = await t.createProduct({ price_usd: 110, taxable: true })
  products = { rice: rice.id, candy: candy.id, beer: beer.id }
  for (const id of Object.values(products)) await t.stockUp(store.id, id, 20)
})

afterAll(() => t.setSettings({ prices_include_vat: true, vat_rate: 10 }))

/** An order opened and approved in the given mode, then the setting flipped: only the order's own mode counts. */
async function soldIn(pricesIncludeVat: boolean, lines: OpenOrderRequest['lines']) {
  await t.setSettings({ prices_include_vat: pricesIncludeVat })
  const order = await t.approvedOrder(managerToken, { store_id: store.id, lines })
  await t.setSettings({ prices_include_vat: !pricesIncludeVat })
  expect(order.prices_include_vat).toBe(pricesIncludeVat)
  const detail = await t.ok(await t.api.invoice(managerToken, order.id, { kind: 'commercial' }), 201)
  const summary = detail.invoice as InvoiceSummary
  const invoice = (await t.as(managerToken).get(`/api/invoices/${summary.id}`)).json<{ data: Invoice }>().data
  return { order: detail, invoice }
}

async function ublOf(path: string, root: 'Invoice' | 'CreditNote') {
  const response = await t.as(managerToken).get(path)
  expect(response.statusCode, response.body).toBe(200)
  expect(validateUbl(response.body, root)).toBe('valid')
  const doc = one(parseUbl(response.body), root)
  const totals = one(doc, 'cac:LegalMonetaryTotal')
  const lineName = root === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine'
  return {
    /** LineExtension, TaxExclusive, TaxInclusive, Payable: in cents. */
    totals: ['LineExtension', 'TaxExclusive', 'TaxInclusive', 'Payable'].map(
      (name) => amount(one(totals, `cbc:${name}Amount`)).value,
    ),
    lines: at(doc, lineName).map((l) => [
      amount(one(l, 'cbc:LineExtensionAmount')).value,
      amount(one(l, 'cac:TaxTotal', 'cbc:TaxAmount')).value,
    ]),
    usd: taxSubtotals(at(doc, 'cac:TaxTotal')[0]),
    khr: taxSubtotals(at(doc, 'cac:TaxTotal')[1]),
  }
}

describe("the UBL of an order sold without VAT in its prices, whose total is its lines' sum", () => {
  it('when every line carries 0% VAT: the lines as sold, one exempt category, no VAT anywhere', async () => {
    // Two rice at $2.53, exempt: 506¢, no VAT, the total equals the line as if prices included VAT.
    const { order, invoice } = await soldIn(false, [{ product_id: products.rice, quantity: 2 }])
    expect([order.total_usd, order.vat_usd, order.lines[0]?.amount_usd]).toEqual([506, 0, 506])
    const ubl = await ublOf(`/api/invoices/${invoice.id}/ubl`, 'Invoice')
    expect(ubl.totals).toEqual([506, 506, 506, 506])
    expect(ubl.lines).toEqual([[506, 0]])
    expect(ubl.usd).toEqual([['E', 506, 0]])
    expect(ubl.khr).toEqual([['E', order.total_khr, 0]])

    // Its credit note (one rice back) reads the same mode: 253¢, exempt.
    const lineId = order.lines[0]?.id as number
    const returned = await t.ok(
      await t.api.return(managerToken, order.id, {
        lines: [{ order_line_id: lineId, quantity: 1 }],
        refund: [],
        reason: 'wet bag',
      }),
      201,
    )
    const note = returned.returns.at(-1) as CreditNote
    expect([note.total_usd, note.vat_usd]).toEqual([253, 0])
    const credit = await ublOf(`/api/credit-notes/${note.id}/ubl`, 'CreditNote')
    expect(credit.totals).toEqual([253, 253, 253, 253])
    expect(credit.lines).toEqual([[253, 0]])
    expect(credit.usd).toEqual([['E', 253, 0]])
  })

  it('when VAT on the taxable lines rounds to nothing: the line is its own net, standard-rated at 0¢', async () => {
    // A 4¢ sweet: 10% is 0.4 → 0¢, so the total is 4¢, the line's amount.
    const { order, invoice } = await soldIn(false, [{ product_id: products.candy, quantity: 1 }])
    expect([order.total_usd, order.vat_usd]).toEqual([4, 0])
    const ubl = await ublOf(`/api/invoices/${invoice.id}/ubl`, 'Invoice')
    expect(ubl.totals).toEqual([4, 4, 4, 4])
    expect(ubl.lines).toEqual([[4, 0]])
    expect(ubl.usd).toEqual([['S', 4, 0]])
  })
})

describe('the UBL of an order sold with VAT in its prices, invoiced after the setting changed', () => {
  it('takes VAT out of the lines, as the order was sold, not as the shop prices today', async () => {
    // Beer $1.10 and rice $2.53 (exempt), VAT inside: 110 × 10 / 110 = 10¢. Total 363¢, subtotal 353¢.
    const { order, invoice } = await soldIn(true, [
      { product_id: products.beer, quantity: 1 },
      { product_id: products.rice, quantity: 1 },
    ])
    expect([order.total_usd, order.vat_usd, invoice.subtotal_usd]).toEqual([363, 10, 353])
    const ubl = await ublOf(`/api/invoices/${invoice.id}/ubl`, 'Invoice')
    expect(ubl.totals).toEqual([353, 353, 363, 363])
    expect(ubl.lines).toEqual([
      [100, 10],
      [253, 0],
    ])
    expect(ubl.usd).toEqual([
      ['S', 100, 10],
      ['E', 253, 0],
    ])
  })
})

describe('the documents of an order sold before the shop changed its VAT rate', () => {
  it('state the rate the order was priced at, on the invoice and in its UBL', async () => {
    // Beer $1.10, VAT inside at 10%: 10¢. The rate then becomes 12%; the invoice is issued after.
    await t.setSettings({ prices_include_vat: true, vat_rate: 10 })
    const order = await t.approvedOrder(managerToken, {
      store_id: store.id,
      lines: [{ product_id: products.beer, quantity: 1 }],
    })
    await t.setSettings({ vat_rate: 12 })
    const detail = await t.ok(await t.api.invoice(managerToken, order.id, { kind: 'commercial' }), 201)
    const summary = detail.invoice as InvoiceSummary
    const invoice = (await t.as(managerToken).get(`/api/invoices/${summary.id}`)).json<{ data: Invoice }>()
      .data
    expect([invoice.vat_rate, detail.vat_usd]).toEqual([10, 10])
    const response = await t.as(managerToken).get(`/api/invoices/${invoice.id}/ubl`)
    expect(validateUbl(response.body, 'Invoice')).toBe('valid')
    const percents = at(one(parseUbl(response.body), 'Invoice'), 'cac:TaxTotal').flatMap((total) =>
      at(total, 'cac:TaxSubtotal').map((s) => text(s, 'cac:TaxCategory', 'cbc:Percent')),
    )
    expect(percents).toEqual(['10', '10'])
    await t.setSettings({ vat_rate: 10 })
  })
})
