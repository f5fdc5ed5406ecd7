import { type OrderDetail, type orderPaymentRequestSchema, rielToCentsUp, roundCash } from '@sms/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { orderPayments } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { assertApproved, emitChanged } from '../sales/order-row.ts'
import { readSettings } from '../settings/settings.service.ts'
import { loadOrderDetail } from './order-detail.ts'
import { dueOf, inRiel, lockOrder, moneyOf, openShiftOf, refreshPaymentStatus } from './order-state.ts'

export type PaymentInput = z.output<typeof orderPaymentRequestSchema>

/**
 * How much of a payment counts against the due, in riel, and the rounding row it leaves: exactly the due in
 * dollars rounded up to the cent (`due_usd`), or riel cash that settles the due by the cash step, counts as
 * the due itself; anything else above the due is an overpayment (refused: no change is given here).
 */
function paymentRounding(
  input: PaymentInput,
  due: number,
  rate: number,
  rounding: Parameters<typeof roundCash>[1],
) {
  const value = inRiel(input.currency, input.amount, rate)
  const cashRiel = input.method === 'cash' && input.currency === 'KHR'
  if (value <= due) {
    // Riel cash leaving less than the smallest note behind settles the order (SALES.md's round_cash).
    const rest = due - value
    return cashRiel && rest > 0 && roundCash(rest, rounding) === 0 ? rest : 0
  }
  const dueUsd = rielToCentsUp(due, rate)
  if (input.currency === 'USD' && input.amount === dueUsd) return due - value
  if (cashRiel && input.amount === roundCash(due, rounding)) return due - value
  throw new AppError('PAYMENT_EXCEEDS_DUE', 'The payment is more than the order still owes.', {
    due_khr: due,
    due_usd: dueUsd,
    due_khr_cash: roundCash(due, rounding),
  })
}

/**
 * `POST /api/orders/{id}/payments` ("Payment successfully created"): a payment on an approved order that still
 * owes something; the payment status follows from the rows. A riel rounding, if any, is its own row.
 */
export async function addPayment(
  db: Db,
  actor: Actor,
  id: number,
  input: PaymentInput,
  options: WriteOptions,
) {
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: 'orders', action: 'paid', status: 201 },
    async (tx, ctx) => {
      const order = await lockOrder(tx, actor, id)
      assertApproved(order)
      const due = dueOf(order, await moneyOf(tx, id))
      if (due <= 0) {
        throw new AppError('PAYMENT_EXCEEDS_DUE', 'The order owes nothing.', {
          due_khr: 0,
          due_usd: 0,
          due_khr_cash: 0,
        })
      }
      const settings = await readSettings(tx)
      const rounding = paymentRounding(input, due, order.rate, {
        step: settings.riel_rounding_step as 100 | 500 | 1000,
        mode: settings.riel_rounding_mode,
      })
      const shiftId = await openShiftOf(tx, actor, order.store_id)
      const base = { order_id: id, shift_id: shiftId, created_by: actor.id }
      await tx.insert(orderPayments).values([
        {
          ...base,
          kind: 'payment' as const,
          method: input.method,
          currency: input.currency,
          amount: input.amount,
          amount_khr: inRiel(input.currency, input.amount, order.rate),
          reference: input.reference ?? null,
        },
        ...(rounding === 0
          ? []
          : [
              {
                ...base,
                kind: 'rounding' as const,
                method: 'cash' as const,
                currency: 'KHR' as const,
                amount: rounding,
                amount_khr: rounding,
                reference: null,
              },
            ]),
      ])
      await refreshPaymentStatus(tx, order)
      await emitChanged(tx, ctx, id, 'paid')
      return { id, document: await loadOrderDetail(tx, id) }
    },
  )
}
