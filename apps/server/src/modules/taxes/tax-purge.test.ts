// A tax in the trash purged for good (the resource layer's `/permanent`): the orders and credit notes that
// charged or reversed it keep what they said, so a tax they name is refused with 409 IN_USE and stays
// restorable; a tax never charged goes, with its assignments. Archiving (soft delete) keeps working.
import type { CreditNote, Order, Tax } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { productTaxes, taxes } from '../../db/schema/index.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { usd } from '../sales/sales-test-kit.ts'
import { defineTax } from './taxes-test-kit.ts'

const t = await createOrdersTestApp()
const adminApi = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.admin.token), ...(payload ? { payload } : {}) })
const trash = (id: number) => adminApi('DELETE', `/api/taxes/${id}`)
const purge = (id: number) => adminApi('DELETE', `/api/taxes/${id}/permanent`)

let specific: Tax
let sale: Order
let note: CreditNote
let beer: { id: number }

/** The taxes an order and its credit note print: names, rate and amounts as stored. */
const printed = (taxes: { code: string; name_en: string; rate_bp: number; amount_usd: number }[]) =>
  taxes.map((tax) => [tax.code, tax.name_en, tax.rate_bp, tax.amount_usd])

beforeAll(async () => {
  specific = await defineTax(t.app, t.admin.token, {
    code: 'ST-PURGE',
    name_en: 'Specific Tax',
    name_kh: 'អាករពិសេស',
    rate: 30,
    stack_order: 10,
  })
  beer = await t.createProduct({ price_usd: 100, taxable: true })
  const current = (await adminApi('GET', `/api/products/${beer.id}`)).json().data
  const put = await adminApi('PUT', `/api/products/${beer.id}`, { ...current, tax_ids: [specific.id] })
  expect(put.statusCode, put.body).toBe(200)
  const store = await t.createStore()
  const cashier = await t.cashierAt(store.id)
  await t.stockUp(store.id, beer.id, 10)
  sale = await t.sell(cashier.token, {
    store_id: store.id,
    lines: [{ product_id: beer.id, quantity: 2 }],
    tenders: [usd(200)],
    change_mode: 'split',
  })
  const returned = await t.ok(
    await t.api.return(t.admin.token, sale.id, {
      lines: [{ order_line_id: sale.lines[0]?.id, quantity: 1 }],
      refund: [usd(100)],
      reason: 'flat',
    }),
    201,
  )
  note = returned.returns[0] as CreditNote
})

describe('purging a tax that past documents name', () => {
  it('archives it (soft delete), then refuses the purge with 409 IN_USE naming the documents', async () => {
    // Two cans at $1.00 holding ST and VAT: 200 × 0.30 / (1.30 × 1.10) = 41.96 → 42¢; one back reverses 21¢.
    expect(printed(sale.taxes)).toEqual([['ST-PURGE', 'Specific Tax', 3000, 42]])
    expect(printed(note.taxes)).toEqual([['ST-PURGE', 'Specific Tax', 3000, 21]])

    expect((await trash(specific.id)).statusCode).toBe(200)
    const refused = await purge(specific.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      params: {
        count: 2,
        used_by: [
          { resource: 'orders', count: 1 },
          { resource: 'credit-notes', count: 1 },
        ],
      },
    })
    expect(await t.db.select().from(taxes).where(eq(taxes.id, specific.id))).toHaveLength(1)
  })

  it('leaves the order, its credit note and the tax untouched: still printed, still restorable', async () => {
    const detail = await t.api.detail(t.admin.token, sale.id)
    expect(printed(detail.taxes)).toEqual([['ST-PURGE', 'Specific Tax', 3000, 42]])
    expect(printed(detail.returns[0]?.taxes ?? [])).toEqual([['ST-PURGE', 'Specific Tax', 3000, 21]])
    expect(detail.lines[0]?.taxes.map((tax) => tax.amount_usd)).toEqual([42])
    const restored = await adminApi('POST', `/api/taxes/${specific.id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    const product = (await adminApi('GET', `/api/products/${beer.id}`)).json().data
    expect(product.tax_ids).toEqual([specific.id])
  })
})

describe('purging a tax no document names', () => {
  it('removes it and its assignments to products and categories', async () => {
    const unused = await defineTax(t.app, t.admin.token, {
      code: 'AT-PURGE',
      name_en: 'Accommodation Tax',
      rate: 2,
      stack_order: 30,
    })
    const room = await t.createProduct({ price_usd: 2500, taxable: true })
    const current = (await adminApi('GET', `/api/products/${room.id}`)).json().data
    expect(
      (await adminApi('PUT', `/api/products/${room.id}`, { ...current, tax_ids: [unused.id] })).statusCode,
    ).toBe(200)
    const category = await adminApi('POST', '/api/categories', {
      name_en: 'Rooms',
      code: 'ROOMS-PURGE',
      tax_ids: [unused.id],
    })
    expect(category.statusCode, category.body).toBe(201)

    // Only from the trash, as for every record.
    expect((await purge(unused.id)).statusCode).toBe(409)
    expect((await trash(unused.id)).statusCode).toBe(200)
    const purged = await purge(unused.id)
    expect(purged.statusCode, purged.body).toBe(200)
    expect(await t.db.select().from(taxes).where(eq(taxes.id, unused.id))).toEqual([])
    expect(await t.db.select().from(productTaxes).where(eq(productTaxes.tax_id, unused.id))).toEqual([])
    expect((await adminApi('GET', `/api/products/${room.id}`)).json().data.tax_ids).toEqual([])
    const rooms = category.json<{ data: { id: number } }>().data
    expect((await adminApi('GET', `/api/categories/${rooms.id}`)).json().data.tax_ids).toEqual([])
  })
})
