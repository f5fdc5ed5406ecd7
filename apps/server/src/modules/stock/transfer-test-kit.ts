import type { StockTransferInput, TransferAction } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { stockMovements } from '../../db/schema/index.ts'
import type { createStockTestApp } from './stock-test-kit.ts'

type StockTestApp = Awaited<ReturnType<typeof createStockTestApp>>

/** Requests for transfer and count tests, on top of the stock test app. */
export function transferRequests(t: StockTestApp) {
  const post = (token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload })

  const createTransfer = (token: string, body: StockTransferInput, headers: Record<string, string> = {}) =>
    post(token, '/api/stock-transfers', body, headers)

  const act = (
    token: string,
    id: number,
    action: TransferAction,
    body?: object,
    headers: Record<string, string> = {},
  ) => post(token, `/api/stock-transfers/${id}/${action}`, body, headers)

  /** Created and approved, ready to dispatch: the steps before the one a test is about. */
  async function approvedTransfer(token: string, body: StockTransferInput) {
    const created = await createTransfer(token, body)
    expect(created.statusCode, created.body).toBe(201)
    const id: number = created.json().data.id
    const approved = await act(token, id, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    return id
  }

  /** Stock into a store with an `initial` adjustment (lots need a number, and an expiry date to be FEFO'd). */
  async function stockUp(
    token: string,
    storeId: number,
    lines: { product_id: number; quantity: number; lot_number?: string; expiry_date?: string }[],
  ) {
    const response = await t.adjust(token, { store_id: storeId, reason: 'initial', lines })
    expect(response.statusCode, response.body).toBe(201)
  }

  /** Two stores, rice (by the kilo) and soap on hand in the first. */
  async function twoStores(token: string) {
    const [from, to] = [await t.createStore(), await t.createStore()]
    const [rice, soap] = [
      await t.createProduct({ name_en: 'Rice' }),
      await t.createProduct({ name_en: 'Soap' }),
    ]
    await stockUp(token, from.id, [
      { product_id: rice.id, quantity: 50 },
      { product_id: soap.id, quantity: 12 },
    ])
    return { from, to, rice, soap }
  }

  /** The ledger rows a transfer wrote, in order. */
  const movementsOf = (transferId: number) =>
    t.db
      .select({
        store_id: stockMovements.store_id,
        quantity: stockMovements.quantity,
        kind: stockMovements.kind,
      })
      .from(stockMovements)
      .where(
        and(eq(stockMovements.document_type, 'stock-transfer'), eq(stockMovements.document_id, transferId)),
      )
      .orderBy(stockMovements.id)

  return { post, createTransfer, act, approvedTransfer, stockUp, twoStores, movementsOf }
}
