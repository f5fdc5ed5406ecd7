import type { StockAdjustmentInput } from '@sms/contract'
import { afterAll, expect } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createStore } from '../../db/factories/parties.ts'
import { createProduct } from '../../db/factories/products.ts'
import { userStores } from '../../db/schema/index.ts'
import { findLedgerDifferences } from './stock-ledger.ts'

/**
 * A test app for stock files: after the file's tests, every level must equal the sum of its movements.
 * (Registered after the app's own afterAll, so it runs before the database closes.)
 */
export async function createStockTestApp() {
  const t = await createTestApp()
  afterAll(async () => {
    expect(await findLedgerDifferences(t.db)).toEqual([])
  })

  /** Signs in a user with the seeded roles who works in the given stores. */
  async function signInAtStores(roles: string[], storeIds: number[]) {
    const session = await t.signInAs(...roles)
    if (storeIds.length > 0) {
      await t.db
        .insert(userStores)
        .values(storeIds.map((store_id) => ({ user_id: session.user.id, store_id })))
    }
    return session
  }

  const adjust = (token: string, body: StockAdjustmentInput, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stock-adjustments',
      headers: { ...bearer(token), ...headers },
      payload: body,
    })

  /** On-hand rows of one product in one store, as the API lists them. */
  async function onHand(token: string, storeId: number, productId: number) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/stocks?filter[store_id][equals]=${storeId}&filter[product_id][equals]=${productId}`,
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ data: { on_hand: number; lot_number: string | null; status: string }[] }>().data
  }

  return {
    ...t,
    signInAtStores,
    adjust,
    onHand,
    createStore: (overrides: Parameters<typeof createStore>[1] = {}) => createStore(t.db, overrides),
    createProduct: (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(t.db, overrides),
  }
}
