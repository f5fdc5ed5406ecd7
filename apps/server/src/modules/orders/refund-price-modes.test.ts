// Decision 0048: a return credits what the customer paid for its lines, in the price mode of the SALE. With
// prices without VAT a line's amount holds neither VAT nor the taxes added on top, so the credit note adds
// both; the credit notes of an order add up to its totals to the cent and the riel, and the refund is the note.
import type { CreditNote, OrderDetail } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { amount, at, one, parseUbl, taxSubtotals, validateUbl } from '../einvoice/ubl-test-kit.ts'
import { usd } from '../sales/sales-test-kit.ts'
import { defineTax } from '../taxes/taxes-test-kit.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

const t = await createOrdersTestApp()
const tag = `RPM${Date.now() % 100_000}`
let store: { id: number }
let cashierToken: string
let managerToken: string
let products: { beer: number; rice: number; water: number }

beforeAll(async () => {
  store = await t.createStore()
  cashierToken = (await t.cashierAt(store.id)).token
  managerToken = (await t.managerAt(store.id)).token
  // Specific Tax added on top of the price when prices exclude VAT (decision 0044).
  const st = await defineTax(t.app, t.admin.token, {
    code: `${tag}ST`,
    name_en: 'ST',
    rate: 30,
    stack_order: 10,
    included: false,
  })
  const beer = await t.createProduct({ price_usd: 105, taxable: true })
  const current = (await t.as(t.admin.token).get(`/api/products/${beer.id}`)).json().data
  const put = await t.as(t.admin.token).put(`/api/products/${beer.id}`, { ...current, tax_ids: [st.id] })
  expect(put.statusCode, put.body).toBe(200)
  const rice = await t.createProduct({ price_usd: 253, taxable: true })
  const water = await t.createProduct({ price_usd: 75, taxable: false })
  products = { beer: beer.id, rice: rice.id, water: water.id }
  for (const id of Object.values(products)) await t.stockUp(store.id, id, 20)
})

afterAll(() => t.setSettings({ prices_include_vat: true }))

/** What a credit note's lines weigh before VAT: their amounts with the taxes added on top of them. */
const linesGoods = (note: CreditNote) =>
  note.lines.reduce(
    (sum, l) => sum + l.amount_usd + l.taxes.reduce((s, tax) => s + (tax.included ? 0 : tax.amount_usd), 0),
    0,
  )

/**
 * Sells 3 beers ($1.05, ST on top), 2 rice ($2.53, taxable), 3 water ($0.75, exempt) with the setting as
 * given, flips the setting (the sale's own mode must decide), returns 1 + 1 + 2 and then the rest.
 */
async function sellAndReturnAll(pricesIncludeVat: boolean, total: number) {
  await t.setSettings({ prices_include_vat: pricesIncludeVat })
  const sale = await t.sell(cashierToken, {
    store_id: store.id,
    lines: [
      { product_id: products.beer, quantity: 3 },
      { product_id: products.rice, quantity: 2 },
      { product_id: products.water, quantity: 3 },
    ],
    tenders: [usd(total)],
    change_mode: 'split',
  })
  await t.setSettings({ prices_include_vat: !pricesIncludeVat })
  const [order] = await t.db.select().from(orders).where(eq(orders.id, sale.id))
  if (!order) throw new Error('no order')
  const lineOf = (product: number) => sale.lines.find((l) => l.product_id === product)?.id as number
  const returned = async (lines: [number, number][], refundUsd: number) => {
    const response = await t.api.return(managerToken, sale.id, {
      lines: lines.map(([product, quantity]) => ({ order_line_id: lineOf(product), quantity })),
      refund: [usd(refundUsd)],
      reason: 'changed mind',
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ data: OrderDetail }>().data.returns.at(-1) as CreditNote
  }
  return { order, returned }
}

/** What every credit note must show, whatever the mode: its parts add up, and the refund is the note. */
function expectConsistent(note: CreditNote, pricesIncludeVat: boolean) {
  expect(note.subtotal_usd + note.vat_usd).toBe(note.total_usd)
  expect(note.total_usd).toBe(linesGoods(note) + (pricesIncludeVat ? 0 : note.vat_usd))
  expect(note.refunds.reduce((sum, r) => sum + r.amount_khr, 0)).toBe(-note.total_khr)
}

describe('a return when prices exclude VAT credits what was paid (decision 0048)', () => {
  it('credits each line with its added tax and VAT share; the notes add up to the order', async () => {
    // Beer 315 + ST 95 (94.5 half up), rice 506, water 225 exempt. VAT 10% on 315 + 95 + 506 = 916: 91.6 → 92.
    // Total 315 + 95 + 506 + 225 + 92 = 1,233 ¢, 50,553 ៛ at 4,100; VAT 3,772 ៛.
    const { order, returned } = await sellAndReturnAll(false, 1233)
    expect(order.prices_include_vat).toBe(false)
    expect([order.total_usd, order.vat_usd, order.total_khr, order.vat_khr]).toEqual([1233, 92, 50_553, 3772])

    // One beer (105 + ST round(95 / 3) = 32), one rice (253), two water (round(225 × 2/3) = 150). Taxable
    // 105 + 32 + 253 = 390: VAT round(92 × 390 / 916) = 39.17 → 39. Total 540 + 39 = 579 ¢ = 23,739 ៛.
    const first = await returned(
      [
        [products.beer, 1],
        [products.rice, 1],
        [products.water, 2],
      ],
      579,
    )
    expect([first.total_usd, first.vat_usd, first.subtotal_usd, first.total_khr, first.vat_khr]).toEqual([
      579, 39, 540, 23_739, 1599,
    ])
    expectConsistent(first, false)
    // Its UBL: lines net of every tax 105 + 253 + 150 = 508, VAT 39 on the taxable 390, ST 32 on its 105.
    const xml = (await t.as(t.admin.token).get(`/api/credit-notes/${first.id}/ubl`)).body
    expect(validateUbl(xml, 'CreditNote')).toBe('valid')
    const doc = one(parseUbl(xml), 'CreditNote')
    const totals = one(doc, 'cac:LegalMonetaryTotal')
    const amounts = ['LineExtension', 'TaxExclusive', 'TaxInclusive', 'Payable'].map(
      (name) => amount(one(totals, `cbc:${name}Amount`)).value,
    )
    expect(amounts).toEqual([508, 508, 579, 579])
    expect(at(doc, 'cac:CreditNoteLine').map((l) => amount(one(l, 'cbc:LineExtensionAmount')).value)).toEqual(
      [105, 253, 150],
    )
    expect(taxSubtotals(at(doc, 'cac:TaxTotal')[0])).toEqual([
      ['S', 390, 39],
      ['E', 150, 0],
      [`${tag}ST`, 105, 32],
    ])

    // The rest takes what is left: 1,233 − 579 = 654 (beer 210 + ST 63, rice 253, water 75, VAT 53).
    const last = await returned(
      [
        [products.beer, 2],
        [products.rice, 1],
        [products.water, 1],
      ],
      654,
    )
    expect([last.total_usd, last.vat_usd, last.subtotal_usd, last.total_khr, last.vat_khr]).toEqual([
      654, 53, 601, 26_814, 2173,
    ])
    expectConsistent(last, false)
    expect(first.total_usd + last.total_usd).toBe(order.total_usd)
    expect(first.total_khr + last.total_khr).toBe(order.total_khr)
    expect(first.vat_khr + last.vat_khr).toBe(order.vat_khr)
    const detail = await t.api.detail(managerToken, order.id)
    expect(detail.payment_status).toBe('refunded')
  })
})

describe('a return when prices include VAT keeps crediting the lines’ amounts', () => {
  it('credits the amounts, VAT inside; the notes add up to the order', async () => {
    // Every tax is inside: total 315 + 506 + 225 = 1,046 ¢; VAT 821 × 10 / 110 = 74.6 → 75.
    const { order, returned } = await sellAndReturnAll(true, 1046)
    expect(order.prices_include_vat).toBe(true)
    expect([order.total_usd, order.vat_usd, order.total_khr]).toEqual([1046, 75, 42_886])

    // 105 + 253 + 150 = 508 ¢; VAT round(75 × 358 / 821) = 32.7 → 33.
    const first = await returned(
      [
        [products.beer, 1],
        [products.rice, 1],
        [products.water, 2],
      ],
      508,
    )
    expect([first.total_usd, first.vat_usd, first.total_khr]).toEqual([508, 33, 20_828])
    expectConsistent(first, true)
    const last = await returned(
      [
        [products.beer, 2],
        [products.rice, 1],
        [products.water, 1],
      ],
      538,
    )
    expect([last.total_usd, last.vat_usd, last.total_khr]).toEqual([538, 42, 22_058])
    expectConsistent(last, true)
    expect(first.total_khr + last.total_khr).toBe(order.total_khr)
    expect(first.vat_khr + last.vat_khr).toBe(order.vat_khr)
  })
})

describe('cancelling an invoiced order sold without VAT in its prices', () => {
  it('credits what is left after a return: the back office stores the mode too', async () => {
    await t.setSettings({ prices_include_vat: false })
    const lines = [
      { product_id: products.beer, quantity: 3 },
      { product_id: products.rice, quantity: 2 },
      { product_id: products.water, quantity: 3 },
    ]
    const order = await t.approvedOrder(managerToken, { store_id: store.id, lines })
    await t.setSettings({ prices_include_vat: true })
    expect([order.total_usd, order.vat_usd, order.total_khr]).toEqual([1233, 92, 50_553])
    const bank = (amount: number) => ({ method: 'bank', currency: 'USD', amount })
    await t.ok(await t.api.pay(managerToken, order.id, bank(1233)), 201)
    await t.ok(await t.api.invoice(managerToken, order.id, { kind: 'commercial' }), 201)
    const lineOf = (product: number) => order.lines.find((l) => l.product_id === product)?.id as number
    const returned = await t.ok(
      await t.api.return(managerToken, order.id, {
        lines: [
          { order_line_id: lineOf(products.beer), quantity: 1 },
          { order_line_id: lineOf(products.rice), quantity: 1 },
          { order_line_id: lineOf(products.water), quantity: 2 },
        ],
        refund: [bank(579)],
        reason: 'damaged',
      }),
      201,
    )
    expect(returned.returns[0]?.total_usd).toBe(579)
    const cancelled = await t.ok(
      await t.api.cancel(managerToken, order.id, { reason: 'called off', refund: [bank(654)] }),
    )
    const note = cancelled.returns.at(-1) as CreditNote
    expect(note.kind).toBe('cancellation')
    expect([note.total_usd, note.vat_usd, note.subtotal_usd, note.total_khr, note.vat_khr]).toEqual([
      654, 53, 601, 26_814, 2173,
    ])
    expectConsistent(note, false)
    expect(cancelled.payment_status).toBe('refunded')
  })
})
