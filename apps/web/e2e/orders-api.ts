import { type APIRequestContext, expect } from '@playwright/test'
import { createRecord } from './catalogue-api.ts'

/** A large taxpayer's VATTIN for the run (`L001-` and 9 digits, the GDT format the API checks). */
export const vatTinOf = (run: string) => `L001-${run.slice(-6).padStart(9, '1')}`

/** A VAT-registered customer, so an order of theirs gets a tax invoice with the buyer's VATTIN. */
export async function vatCustomer(request: APIRequestContext, token: string, run: string) {
  return createRecord<{ id: number; name: string }>(request, token, 'customers', {
    name: `Angkor Trading ${run}`,
    phone: `012${run}`,
    vat_number: vatTinOf(run),
    status: true,
  })
}

/** Opens a shift for the token's user at the store (a till sale and a cash refund need one). */
export async function openShift(request: APIRequestContext, token: string, storeId: number) {
  const headers = { Authorization: `Bearer ${token}` }
  const current = await request.get(`/api/shifts/current?store_id=${storeId}`, { headers })
  if (current.ok() && ((await current.json()) as { data: unknown }).data) return
  const opened = await request.post('/api/shifts', {
    data: { store_id: storeId, float_usd: 5000, float_khr: 0 },
    headers,
  })
  expect(opened.ok(), await opened.text()).toBe(true)
}

/**
 * A till sale through the API, paid with a $10 note: its order, with the receipt number. With a VAT-registered
 * customer and `tax_invoice`, the sale issues its tax invoice as it is made.
 */
export async function tillSale(
  request: APIRequestContext,
  token: string,
  storeId: number,
  productId: number,
  invoiced?: { customer_id: number; tax_invoice: true },
) {
  await openShift(request, token, storeId)
  const response = await request.post('/api/pos/checkout', {
    data: {
      store_id: storeId,
      lines: [{ product_id: productId, quantity: 1 }],
      tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
      change_mode: 'split',
      ...invoiced,
    },
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { id: number; number: string } }).data
}

export async function tokenOf(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/api/login', { data: user })
  expect(login.ok(), await login.text()).toBe(true)
  return ((await login.json()) as { token: string }).token
}
