import type { Invoice, Order, OrderDetail } from '@sms/contract'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoices, orders, units } from '../../db/schema/index.ts'
import { formatNumber, shopYear } from '../sales/document-numbers.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let big: { id: number }
let small: { id: number }
let company: { id: number }
let person: { id: number }
const year = shopYear()

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  cashier = await t.cashierAt(store.id)
  big = await t.createProduct({ price_usd: 668, taxable: true })
  small = await t.createProduct({ price_usd: 67, taxable: true })
  await t.stockUp(store.id, big.id, 100)
  await t.stockUp(store.id, small.id, 100)
  company = await t.createCustomer({ name: 'Angkor Trading Co., Ltd.', vat_number: 'K001-901234567' })
  person = await t.createCustomer({ name: 'Sokha' })
  await t.setSettings({ legal_name_en: 'Sokha Mart', legal_name_kh: 'សុខាម៉ាត', vat_number: 'L001-100200300' })
})

const basket = (customer_id: number | null = null) => ({
  store_id: store.id,
  customer_id,
  lines: [
    { product_id: big.id, quantity: 1 },
    { product_id: small.id, quantity: 1 },
  ],
})

describe('issuing an invoice', () => {
  it('converts total and VAT apart and derives the subtotal: $7.35 → 30,135 / 2,747 / 27,388 ៛', async () => {
    const order = await t.approvedOrder(manager.token, basket(company.id))
    const issued = await t.ok(await t.api.invoice(manager.token, order.id), 201)
    expect(issued.stage).toBe('issued')
    expect(issued.stage_history.at(-1)).toMatchObject({ to_stage: 'issued', created_by: manager.user.id })
    expect(issued.invoice).toMatchObject({
      number: formatNumber('tax_invoice', year, 1),
      kind: 'tax',
      rate: 4100,
      total_usd: 735,
      vat_usd: 67,
      subtotal_usd: 668,
      total_khr: 30_135,
      vat_khr: 2_747,
      subtotal_khr: 27_388,
      seller: { name: 'Sokha Mart', name_kh: 'សុខាម៉ាត', vat_number: 'L001-100200300' },
      buyer: { name: 'Angkor Trading Co., Ltd.', vat_number: 'K001-901234567' },
      issued_by_name: manager.user.name,
    })
    const again = await t.api.invoice(manager.token, order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('INVOICE_EXISTS')
    const read = await t.as(manager.token).get(`/api/invoices/${issued.invoice?.id}`)
    const invoice = read.json<{ data: Invoice }>().data
    expect(invoice.lines).toHaveLength(2)
    expect(invoice.vat_rate).toBe(10)
  })

  it('needs a customer with a VAT number for a tax invoice; a commercial one for anyone', async () => {
    const order = await t.approvedOrder(manager.token, basket(person.id))
    const tax = await t.api.invoice(manager.token, order.id, { kind: 'tax' })
    expect(tax.statusCode).toBe(422)
    expect(tax.json().code).toBe('VAT_NUMBER_REQUIRED')
    const commercial = await t.ok(await t.api.invoice(manager.token, order.id), 201)
    expect(commercial.invoice).toMatchObject({
      kind: 'commercial',
      number: formatNumber('tax_invoice', year, 2),
    })
  })

  it('issues the default kind for the spec client, which sends the JSON content type and no body', async () => {
    const order = await t.approvedOrder(manager.token, basket(company.id))
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/invoice`,
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<{ data: OrderDetail }>().data.invoice?.kind).toBe('tax')
  })

  it('refuses an order on the road, one waiting for approval, and a user without invoices.generate', async () => {
    const onRoad = await t.approvedOrder(manager.token, basket(), [
      'preparing_done',
      'ready_for_delivery',
      'shipping',
    ])
    expect((await t.api.invoice(manager.token, onRoad.id)).json().code).toBe('INVALID_TRANSITION')
    const open = await t.ok(await t.api.open(manager.token, basket()), 201)
    expect((await t.api.invoice(manager.token, open.id)).json().code).toBe('ORDER_NOT_APPROVED')
    const clerk = await t.signInWith(['orders.view', 'invoices.list'])
    expect((await t.api.invoice(clerk.token, open.id)).statusCode).toBe(403)
  })

  it('numbers invoices gapless under concurrency', async () => {
    const many = await Promise.all(Array.from({ length: 6 }, () => t.approvedOrder(manager.token, basket())))
    const answers = await Promise.all(many.map((o) => t.api.invoice(manager.token, o.id)))
    expect(answers.every((a) => a.statusCode === 201)).toBe(true)
    const numbers = (await t.db.select({ number: invoices.number }).from(invoices))
      .map((r) => r.number)
      .sort()
    expect(numbers).toEqual(numbers.map((_, i) => formatNumber('tax_invoice', year, i + 1)))
    const listed = await t.as(manager.token).get('/api/invoices?sort=-number&per_page=50')
    expect(listed.statusCode).toBe(200)
    expect(listed.json().meta.total).toBe(numbers.length)
    expect(listed.json().data[0].number).toBe(numbers.at(-1))
  })
})

describe('a tax invoice at the till', () => {
  it('is issued in the sale’s own transaction', async () => {
    const response = await t.checkout(cashier.token, {
      ...basket(company.id),
      tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
      tax_invoice: true,
    })
    expect(response.statusCode).toBe(201)
    const sale = response.json<{ data: Order }>().data
    expect(sale.stage).toBe('issued')
    const detail = await t.api.detail(manager.token, sale.id)
    expect(detail.invoice).toMatchObject({
      kind: 'tax',
      total_khr: 30_135,
      vat_khr: 2_747,
      subtotal_khr: 27_388,
    })
  })

  it('refuses the whole sale without a customer with a VAT number', async () => {
    const [before] = await t.db.select({ n: count() }).from(orders)
    const response = await t.checkout(cashier.token, {
      ...basket(person.id),
      tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
      tax_invoice: true,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().code).toBe('VAT_NUMBER_REQUIRED')
    const [after] = await t.db.select({ n: count() }).from(orders)
    expect(after?.n).toBe(before?.n)
  })
})

describe('invoice lines', () => {
  it('prints each line’s unit as it was at the sale, in both languages, whatever the unit becomes', async () => {
    const [can] = await t.db
      .insert(units)
      .values({ name_en: 'Can', name_kh: 'កំប៉ុង', code: 'CAN-INV' })
      .returning()
    const beer = await t.createProduct({ price_usd: 100, taxable: true, unit_id: can?.id })
    await t.stockUp(store.id, beer.id, 10)
    const order = await t.approvedOrder(manager.token, {
      store_id: store.id,
      customer_id: company.id,
      lines: [{ product_id: beer.id, quantity: 2 }],
    })
    const issued = await t.ok(await t.api.invoice(manager.token, order.id), 201)
    await t.db
      .update(units)
      .set({ name_en: 'Tin', name_kh: 'ធុង' })
      .where(eq(units.id, can?.id ?? 0))
    const invoice = (await t.as(manager.token).get(`/api/invoices/${issued.invoice?.id}`)).json<{
      data: Invoice
    }>().data
    expect(invoice.lines.map((l) => [l.unit_en, l.unit_kh])).toEqual([['Can', 'កំប៉ុង']])
  })
})
