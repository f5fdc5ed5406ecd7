import type { CreditNote, InvoiceSummary } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema/index.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { validateUbl } from './ubl-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let invoice: InvoiceSummary
let note: CreditNote
let newYear: InvoiceSummary
const thisMonth = shopDay(new Date()).slice(0, 7)

async function invoicedOrder(productId: number) {
  const order = await t.approvedOrder(manager.token, {
    store_id: store.id,
    customer_id: null,
    lines: [{ product_id: productId, quantity: 2 }],
  })
  return t.ok(await t.api.invoice(manager.token, order.id), 201)
}

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  const soap = await t.createProduct({ price_usd: 250, taxable: true })
  await t.stockUp(store.id, soap.id, 50)
  const order = await invoicedOrder(soap.id)
  invoice = order.invoice as InvoiceSummary
  const returned = await t.ok(
    await t.api.return(manager.token, order.id, {
      lines: [{ order_line_id: order.lines[0]?.id, quantity: 1 }],
      refund: [],
      reason: 'broken',
    }),
    201,
  )
  note = returned.returns.at(-1) as CreditNote
  // Issued at 00:30 on 1 January 2026 in Phnom Penh (17:30 UTC the day before): January's, not December's.
  newYear = (await invoicedOrder(soap.id)).invoice as InvoiceSummary
  await t.db
    .update(invoices)
    .set({ issued_at: new Date('2025-12-31T17:30:00Z') })
    .where(eq(invoices.id, newYear.id))
})

const zipOf = (token: string, query: string) => t.as(token).get(`/api/invoices/ubl.zip?${query}`)

describe("a month's UBL ZIP", () => {
  it('holds every invoice and credit note of the month, each valid UBL', async () => {
    const response = await zipOf(manager.token, `month=${thisMonth}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ubl-${thisMonth}.zip"`)
    const files = unzipSync(new Uint8Array(response.rawPayload))
    expect(Object.keys(files)).toEqual([`${invoice.number}.xml`, `${note.number}.xml`])
    const xml = (name: string) => new TextDecoder().decode(files[name])
    expect(validateUbl(xml(`${invoice.number}.xml`), 'Invoice')).toBe('valid')
    expect(validateUbl(xml(`${note.number}.xml`), 'CreditNote')).toBe('valid')
    // The same XML as the single download.
    const single = await t.as(manager.token).get(`/api/invoices/${invoice.id}/ubl`)
    expect(xml(`${invoice.number}.xml`)).toBe(single.body)
  })

  it('counts months in Phnom Penh time', async () => {
    const january = unzipSync(new Uint8Array((await zipOf(manager.token, 'month=2026-01')).rawPayload))
    expect(Object.keys(january)).toEqual([`${newYear.number}.xml`])
    const december = await zipOf(manager.token, 'month=2025-12')
    expect(december.statusCode).toBe(404)
  })

  it('says so when the month is empty, and names a wrong month', async () => {
    const empty = await zipOf(manager.token, 'month=2024-02')
    expect(empty.statusCode).toBe(404)
    expect(empty.json()).toMatchObject({ code: 'UBL_MONTH_EMPTY', params: { month: '2024-02' } })
    for (const month of ['2026-13', '2026-1', 'november', '']) {
      const wrong = await zipOf(manager.token, `month=${month}`)
      // A bad query is a bad request (400), with the field named, as everywhere in the API.
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({ code: 'BAD_REQUEST', errors: { month: ['invalid_format'] } })
    }
  })

  it("holds only the stores the user works in; another store's is refused", async () => {
    const elsewhere = await t.managerAt((await t.createStore()).id)
    const theirs = await zipOf(elsewhere.token, `month=${thisMonth}`)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().code).toBe('UBL_MONTH_EMPTY')
    expect((await zipOf(elsewhere.token, `month=${thisMonth}&store_id=${store.id}`)).statusCode).toBe(403)
    const clerk = await t.signInWith(['invoices.view'])
    expect((await zipOf(clerk.token, `month=${thisMonth}`)).statusCode).toBe(403)
  })
})
