// A till sale written in one transaction: the open shift, approvals, settlement, the order, stock and number.
import type { Order, PricedOrder } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { childRows, insertWithChildren } from '../../db/insert-rows.ts'
import { orderLines, orderPayments, orders } from '../../db/schema/index.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import {
  type DocumentContext,
  type LastWrites,
  type WriteOptions,
  writeDocument,
} from '../documents/document.ts'
import { writeOrderTaxes } from '../taxes/order-taxes.ts'
import { type ApprovalContext, type Approver, approvalNeeded, verifyApproval } from './approvals.ts'
import type { CheckoutInput } from './cart-checks.ts'
import { numberOrder, shopYear } from './document-numbers.ts'
import { issueInvoiceIn } from './issue-invoice.ts'
import {
  answerOfflineDuplicate,
  checkOfflineSale,
  flagOfflinePrices,
  pricesAt,
  recordOfflineReview,
  refuseRecordedOffline,
  requireChargedPrices,
} from './offline-sale.ts'
import { presentOrder } from './order-reads.ts'
import { countingPinFailures } from './pin-lock.ts'
import {
  orderLineValues,
  priceCart,
  pricedOrderMoney,
  pricesOf,
  withinMoneyRange,
  withoutPriceOverrides,
} from './price-cart.ts'
import { finishSale, openSale } from './sale-statements.ts'
import { takeSaleStock } from './sale-stock.ts'
import { settlePayment } from './settle-payment.ts'

export type CheckoutOptions = WriteOptions & { approvals: ApprovalContext }

const RESOURCE = 'orders'

/** The approval, audited with both names: who sold, who approved, and what they approved. */
async function auditApproval(tx: Db, actor: Actor, orderId: number, approver: Approver, priced: PricedOrder) {
  await recordAudit(tx, {
    actorId: approver.id,
    resource: RESOURCE,
    recordId: orderId,
    action: 'approved',
    after: {
      cashier_id: actor.id,
      cashier_name: actor.user.name,
      approved_by: approver.id,
      approved_by_name: approver.name,
      price_overrides: priced.lines.flatMap((line, index) =>
        line.price_overridden
          ? [{ line_no: index + 1, product_id: line.product_id, unit_price_usd: line.unit_price_usd }]
          : [],
      ),
      discounts: priced.discounts,
    },
  })
}

/**
 * A sale at the till in ONE transaction: the cashier's open shift, prices from the database, approvals,
 * payment settled by the dual-currency algorithm, the order with its lines and payment rows, then the stock
 * through the ledger (first expiry first) and the gapless receipt number: those two locks come last, so
 * concurrent sales wait for each other the shortest time. Anything that fails rolls all of it back; the
 * events go out after the commit.
 */
export async function checkout(db: Db, actor: Actor, input: CheckoutInput, options: CheckoutOptions) {
  // Online the store access is read in the sale's first statement, with the shift and the rate (openSale).
  if (input.offline) await assertStoreAccess(db, actor, input.store_id)
  return countingPinFailures(db, actor, options.events, () =>
    writeDocument(db, actor, { ...options, resource: RESOURCE, action: 'created', status: 201 }, (tx, ctx) =>
      writeSale(tx, ctx, input, options.approvals),
    ).catch((err: unknown) => answerOfflineDuplicate(db, err, input.offline)),
  )
}

/** Online: the open shift and today's rate. Offline: the shift and rate the sale was made in (decision 0031). */
async function saleContext(tx: Db, actor: Actor, input: CheckoutInput) {
  if (!input.offline) {
    const { shiftId, rate, settings } = await openSale(tx, actor, input.store_id)
    return { shiftId, rate, settings, today: shopToday(), soldAt: null, offline: null }
  }
  requireChargedPrices(input.lines)
  const checked = await checkOfflineSale(tx, actor, input.store_id, input.offline)
  await refuseRecordedOffline(tx, input.offline)
  return { ...checked, settings: undefined, offline: input.offline }
}

async function writeSale(tx: Db, ctx: DocumentContext, input: CheckoutInput, approvals: ApprovalContext) {
  const { actor } = ctx
  const sale = await saleContext(tx, actor, input)
  const { shiftId, rate, offline } = sale
  const cart = await priceCart(tx, input, rate, { today: sale.today, settings: sale.settings })
  const { settings, productOf } = cart
  // Offline the till's prices stand and are flagged for review instead of asking for a manager.
  const priced: PricedOrder<number> = offline
    ? flagOfflinePrices(
        cart.priced,
        await pricesAt(tx, pricesOf(input, productOf), sale.soldAt as Date),
        rate,
      )
    : cart.priced
  const need = await approvalNeeded(tx, actor, offline ? withoutPriceOverrides(priced) : priced)
  const approver = need ? await verifyApproval(tx, input.approval, need, input.store_id, approvals) : null
  const payment = withinMoneyRange('tenders', () =>
    settlePayment(
      priced.total_khr,
      input.tenders,
      rate,
      { step: settings.riel_rounding_step as 100 | 500 | 1000, mode: settings.riel_rounding_mode },
      input.change_mode,
      settings.max_change_usd,
    ),
  )

  // The order with its lines and payments in one prepared statement (decision 0045), whatever the lines.
  const written = await insertWithChildren(
    tx,
    {
      table: orders,
      rows: [
        {
          store_id: input.store_id,
          shift_id: shiftId,
          cashier_id: actor.id,
          customer_id: input.customer_id ?? null,
          stage: 'order_completed',
          payment_status: 'paid',
          rate,
          ...pricedOrderMoney(priced, productOf, settings),
          paid_khr: payment.paid_khr,
          change_mode: input.change_mode,
          change_usd: payment.change.usd,
          change_khr: payment.change.khr,
          rounding_khr: payment.change.rounding_khr,
          discount_id: input.discount_id ?? null,
          note: input.note ?? null,
          // A till sale is approved as it is made (shared schema: reports count approved, uncancelled orders).
          source: 'pos',
          approved_by: actor.id,
          till_id: offline?.till_id ?? null,
          offline_number: offline?.number ?? null,
          sold_at: sale.soldAt,
          price_review: offline !== null && priced.lines.some((line) => line.price_overridden),
        },
      ],
      expressions: { approved_at: 'now()' },
    },
    [
      childRows(orderLines, 'order_id', orderLineValues(priced, productOf)),
      childRows(
        orderPayments,
        'order_id',
        payment.rows.map((row) => ({ ...row, shift_id: shiftId, created_by: actor.id })),
      ),
    ] as const,
  )
  const order = written.parent
  const [lines, payments] = written.children
  const taxes = await writeOrderTaxes(tx, order.id, priced, (id) => productOf(id).taxes)
  if (approver) await auditApproval(tx, actor, order.id, approver, priced)
  // Everything that needs no lock is written; from here to the commit concurrent sales of the same products wait.
  const short = await takeSaleStock(
    tx,
    ctx,
    input,
    order.id,
    (id) => productOf(id).is_lot_tracked,
    offline !== null,
  )

  const stock_exception = short.length > 0
  const announce = (number: string) =>
    ctx.emit({
      type: 'order.created',
      id: order.id,
      number,
      store_id: order.store_id,
      shift_id: shiftId,
      cashier_id: actor.id,
      total_usd: order.total_usd,
      total_khr: order.total_khr,
      created_at: order.created_at.toISOString(),
    })
  if (!offline && !input.tax_invoice) {
    // The common sale: numbered in the transaction's last statement with its audit entry and stored answer.
    const document: Order = presentOrder({ ...order, stock_exception }, lines, payments, taxes)
    const finish = async (tx: Db, last: LastWrites) => {
      const year = shopYear()
      const number = await finishSale(
        tx,
        { orderId: order.id, storeId: input.store_id, year, document },
        last,
      )
      announce(number)
      return { ...document, number }
    }
    return { id: order.id, document, finish }
  }
  const number = await numberOrder(tx, order.id, 'receipt', input.store_id, shopYear())
  let numbered = { ...order, number, stock_exception }
  if (offline) await recordOfflineReview(tx, ctx, numbered)
  if (input.tax_invoice) {
    // The tax invoice in the sale's own transaction: no customer with a VAT number, no sale (422).
    await issueInvoiceIn(tx, ctx, numbered, 'tax')
    numbered = { ...numbered, stage: 'issued' }
  }
  announce(number)
  const document: Order = presentOrder(numbered, lines, payments, taxes)
  return { id: order.id, document }
}
