import type { PurchaseOrder, PurchaseOrderInput, ReceiveInput } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createSupplier } from '../../db/factories/parties.ts'
import { stockMovements } from '../../db/schema/index.ts'
import { createStockTestApp } from './stock-test-kit.ts'

/** The stock test app plus purchase-order helpers: create, order and receive through the API. */
export async function createPurchasingTestApp() {
  const t = await createStockTestApp()

  const post = (token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload })

  const createOrder = (token: string, body: PurchaseOrderInput) => post(token, '/api/purchase-orders', body)

  const receive = (token: string, id: number, body: ReceiveInput, headers: Record<string, string> = {}) =>
    post(token, `/api/purchase-orders/${id}/receive`, body, headers)

  /** A purchase order created and ordered by this (approving) user; returns it with its lines. */
  async function orderedOrder(token: string, body: PurchaseOrderInput) {
    const created = await createOrder(token, body)
    expect(created.statusCode).toBe(201)
    const ordered = await post(token, `/api/purchase-orders/${created.json().data.id}/order`)
    expect(ordered.statusCode).toBe(200)
    return ordered.json<{ data: PurchaseOrder }>().data
  }

  /** Orders and receives everything at once: the quickest way to stock a store from a supplier. */
  async function receiveAll(
    token: string,
    body: PurchaseOrderInput,
    lots: { lot_number?: string; expiry_date?: string }[] = [],
  ) {
    const order = await orderedOrder(token, body)
    const response = await receive(token, order.id, {
      lines: order.lines.map((line, i) => ({
        purchase_order_line_id: line.id,
        quantity: line.quantity,
        ...lots[i],
      })),
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ data: PurchaseOrder }>().data
  }

  /** The receipt movements of a product in the ledger. */
  const receiptMovements = (productId: number) =>
    t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.product_id, productId), eq(stockMovements.kind, 'receipt')))

  return {
    ...t,
    post,
    receiptMovements,
    createOrder,
    receive,
    orderedOrder,
    receiveAll,
    createSupplier: (overrides: Parameters<typeof createSupplier>[1] = {}) => createSupplier(t.db, overrides),
  }
}
