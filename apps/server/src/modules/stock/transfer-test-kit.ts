import type { StockTransferInput, TransferAction } from '@sms/contract'
import { expect } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
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

  return { post, createTransfer, act, approvedTransfer, stockUp }
}

/** Today in Phnom Penh as YYYY-MM-DD, the day expiry dates are compared with. */
export const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format()
