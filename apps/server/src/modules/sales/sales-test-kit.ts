import { randomUUID } from 'node:crypto'
import type { Permission } from '@sms/contract'
import {
  type CheckoutRequest,
  DEFAULT_SETTINGS,
  type Order,
  type Settings,
  type TenderInput,
} from '@sms/contract'
import { bearer } from '../../../test/test-app.ts'
import { createDiscount } from '../../db/factories/parties.ts'
import { createRole } from '../../db/factories/users.ts'
import { settings, shifts } from '../../db/schema/index.ts'
import { createStockTestApp } from '../stock/stock-test-kit.ts'

/**
 * A test app for the till: the stock kit (the ledger is checked after the file's tests) plus shifts opened by
 * inserting them (the shift routes are another module's), stock put in by adjustments, and checkouts.
 */
export async function createSalesTestApp() {
  const t = await createStockTestApp()
  const admin = await t.signInAs('admin')

  async function openShift(userId: number, storeId: number) {
    const [shift] = await t.db
      .insert(shifts)
      .values({ user_id: userId, store_id: storeId, float_usd: 0, float_khr: 0 })
      .returning()
    if (!shift) throw new Error('shift insert returned nothing')
    return shift
  }

  /** A cashier (the seeded role) working at the store with an open shift there. */
  async function cashierAt(storeId: number, roles: string[] = ['cashier']) {
    const session = await t.signInAtStores(roles, [storeId])
    const shift = await openShift(session.user.id, storeId)
    return { ...session, shift }
  }

  async function stockUp(storeId: number, productId: number, quantity: number) {
    const response = await t.adjust(admin.token, {
      store_id: storeId,
      reason: 'found',
      lines: [{ product_id: productId, quantity }],
    })
    if (response.statusCode !== 201) throw new Error(`stock up failed: ${response.body}`)
  }

  /** POST /api/pos/checkout with a fresh key unless one is given (null: no header at all). */
  const checkout = (token: string, body: CheckoutRequest, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pos/checkout',
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    })

  async function sell(token: string, body: CheckoutRequest): Promise<Order> {
    const response = await checkout(token, body)
    if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`)
    return response.json<{ data: Order }>().data
  }

  async function setSettings(values: Partial<Omit<Settings, 'updated_at' | 'updated_by'>>) {
    const row = { id: 1, ...DEFAULT_SETTINGS, ...values }
    await t.db.insert(settings).values(row).onConflictDoUpdate({ target: settings.id, set: row })
  }

  return {
    ...t,
    admin,
    openShift,
    cashierAt,
    stockUp,
    checkout,
    sell,
    setSettings,
    createRoleWith: (grants: Permission[]) => createRole(t.db, grants),
    createDiscount: (overrides: Parameters<typeof createDiscount>[1] = {}) => createDiscount(t.db, overrides),
  }
}

export const usd = (amount: number): TenderInput => ({ method: 'cash', currency: 'USD', amount })
export const khr = (amount: number): TenderInput => ({ method: 'cash', currency: 'KHR', amount })

/** SALES.md's worked example: $6.68 + $0.67 = $7.35, both taxable, 500 of each at a new store with a cashier. */
export async function workedExampleShop(t: Awaited<ReturnType<typeof createSalesTestApp>>) {
  const store = await t.createStore()
  const cashier = await t.cashierAt(store.id)
  const big = await t.createProduct({ price_usd: 668, taxable: true, cost_usd: 500 })
  const small = await t.createProduct({ price_usd: 67, taxable: true, cost_usd: 40 })
  await t.stockUp(store.id, big.id, 500)
  await t.stockUp(store.id, small.id, 500)
  /** One of each, paid with these tenders. */
  const basket = (tenders: TenderInput[], extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    store_id: store.id,
    lines: [
      { product_id: big.id, quantity: 1 },
      { product_id: small.id, quantity: 1 },
    ],
    tenders,
    ...extra,
  })
  return { store, cashier, big, small, basket }
}
