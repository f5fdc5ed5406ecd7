import { type checkoutRequestSchema, MAX_MONEY, type Order } from '@sms/contract'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  customers,
  discounts,
  orderLines,
  orderPayments,
  orders,
  products,
  shifts,
  units,
} from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { SHOP_TIME_ZONE } from '../../lib/list-query.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'
import { currentRate } from '../exchange-rates/exchange-rates.service.ts'
import { issueInvoiceIn } from '../orders/invoices.service.ts'
import { readSettings } from '../settings/settings.service.ts'
import { assertStoreAccess } from '../stock/store-access.ts'
import { type ApprovalContext, type Approver, approvalNeeded, verifyApproval } from './approvals.ts'
import { numberOrder, shopYear } from './document-numbers.ts'
import { orderLineSums } from './order-line-sums.ts'
import { presentOrder } from './order-reads.ts'
import { countingPinFailures } from './pin-lock.ts'
import { type DiscountRow, listPrice, type PricedOrder, priceOrder } from './price-order.ts'
import { takeSaleStock } from './sale-stock.ts'
import { settlePayment } from './settle-payment.ts'

export type CheckoutInput = z.output<typeof checkoutRequestSchema>
export type CheckoutOptions = WriteOptions & { approvals: ApprovalContext }
/** What pricing reads of a cart: the till's, or an open order's (no tenders). */
export type CartInput = Pick<CheckoutInput, 'lines' | 'discount_id' | 'customer_id' | 'tenders'>

const RESOURCE = 'orders'

/** Today in Phnom Penh as `YYYY-MM-DD`: a discount ending today still counts until midnight there. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })
const shopToday = () => dayFormat.format(new Date())

/** Amounts past what money columns and safe integers hold (a huge quantity times a huge price): a 422, not a 500. */
function withinMoneyRange<T>(field: string, compute: () => T): T {
  try {
    return compute()
  } catch (err) {
    if (err instanceof RangeError) throw fieldErrors({ [field]: ['amount_too_large'] })
    throw err
  }
}

/** The cashier's open shift at the store, share-locked so that it cannot close under a sale in progress. */
async function openShift(tx: Db, actor: Actor, storeId: number) {
  const [shift] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.user_id, actor.id), eq(shifts.store_id, storeId), eq(shifts.status, 'open')))
    .for('share')
  if (!shift) {
    throw new AppError('SHIFT_NOT_OPEN', 'Open a shift at this store before selling.', { store_id: storeId })
  }
  return shift.id
}

/**
 * The cart's products as sold. Only a countable unit (not `divisible`) forces whole quantities: a product
 * without a unit keeps selling as before, weighed items by their barcode included.
 */
async function readProducts(tx: Db, input: CartInput) {
  const ids = [...new Set(input.lines.map((line) => line.product_id))]
  const rows = await tx
    .select({
      id: products.id,
      sku: products.sku,
      name_en: products.name_en,
      name_kh: products.name_kh,
      unit_en: units.name_en,
      unit_kh: units.name_kh,
      divisible: units.divisible,
      price_usd: products.price_usd,
      price_khr: products.price_khr,
      cost_usd: products.cost_usd,
      taxable: products.taxable,
      is_lot_tracked: products.is_lot_tracked,
      status: products.status,
    })
    .from(products)
    .leftJoin(units, eq(units.id, products.unit_id))
    .where(and(inArray(products.id, ids), isNull(products.deleted_at)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const errors: Record<string, string[]> = {}
  input.lines.forEach((line, i) => {
    const product = byId.get(line.product_id)
    if (!product) errors[`lines.${i}.product_id`] = ['not_found']
    else if (!product.status) errors[`lines.${i}.product_id`] = ['inactive']
    // 0.004 of a can would be a $0.00 line that takes stock: countable units sell whole (decision 0025).
    else if (product.divisible === false && !Number.isInteger(line.quantity)) {
      errors[`lines.${i}.quantity`] = ['whole_quantity']
    }
  })
  return { byId, errors }
}

async function readDiscounts(tx: Db, input: CartInput) {
  const ids = [
    ...new Set(
      [input.discount_id, ...input.lines.map((line) => line.discount_id)].filter((id) => id != null),
    ),
  ] as number[]
  const rows: (DiscountRow & { deleted_at: Date | null })[] =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: discounts.id,
            type: discounts.type,
            value: discounts.value,
            starts_on: discounts.starts_on,
            ends_on: discounts.ends_on,
            status: discounts.status,
            deleted_at: discounts.deleted_at,
          })
          .from(discounts)
          .where(inArray(discounts.id, ids))
  const byId = new Map(rows.filter((row) => row.deleted_at === null).map((row) => [row.id, row]))
  const errors: Record<string, string[]> = {}
  if (input.discount_id != null && !byId.has(input.discount_id)) errors.discount_id = ['not_found']
  input.lines.forEach((line, i) => {
    if (line.discount_id != null && !byId.has(line.discount_id))
      errors[`lines.${i}.discount_id`] = ['not_found']
  })
  return { byId, errors }
}

async function checkCustomer(tx: Db, input: CartInput) {
  const errors: Record<string, string[]> = {}
  if (input.customer_id != null) {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, input.customer_id), isNull(customers.deleted_at)))
    if (!customer) errors.customer_id = ['not_found']
  } else if (input.tenders.some((tender) => tender.method === 'credit')) {
    // On account means someone owes it: a sale on credit needs the customer who does.
    errors.customer_id = ['required_for_credit']
  }
  return errors
}

/** Prices the cart from the database; a typed price counts only when it differs from the list price. */
export async function priceCart(tx: Db, input: CartInput, rate: number) {
  const [{ byId: productById, errors: productErrors }, { byId: discountById, errors: discountErrors }] =
    await Promise.all([readProducts(tx, input), readDiscounts(tx, input)])
  const errors = { ...productErrors, ...discountErrors, ...(await checkCustomer(tx, input)) }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const settings = await readSettings(tx)
  const productOf = (id: number) => productById.get(id) as NonNullable<ReturnType<typeof productById.get>>
  const priced = withinMoneyRange('lines', () =>
    priceOrder({
      lines: input.lines.map((line) => {
        const product = productOf(line.product_id)
        const typed = line.unit_price_usd ?? null
        return {
          product,
          quantity: line.quantity,
          discount: line.discount_id == null ? null : (discountById.get(line.discount_id) ?? null),
          override_price_usd: typed === null || typed === listPrice(product, rate) ? null : typed,
        }
      }),
      order_discount: input.discount_id == null ? null : (discountById.get(input.discount_id) ?? null),
      rate,
      vat_rate: settings.vat_rate,
      prices_include_vat: settings.prices_include_vat,
      today: shopToday(),
    }),
  )
  if (priced.total_usd > MAX_MONEY) throw fieldErrors({ lines: ['amount_too_large'] })
  return { priced, settings, productOf }
}

/** The order's lines as sold: the product's names, price and cost copied, so a later edit changes no sale. */
export function orderLineValues(
  orderId: number,
  priced: PricedOrder,
  productOf: Awaited<ReturnType<typeof priceCart>>['productOf'],
) {
  return priced.lines.map((line, index) => {
    const product = productOf(line.product_id)
    return {
      order_id: orderId,
      line_no: index + 1,
      product_id: line.product_id,
      sku: product.sku,
      name_en: product.name_en,
      name_kh: product.name_kh,
      unit_en: product.unit_en,
      unit_kh: product.unit_kh,
      quantity: line.quantity,
      unit_price_usd: line.unit_price_usd,
      price_overridden: line.price_overridden,
      discount_id: line.discount_id,
      line_discount_usd: line.line_discount_usd,
      order_discount_usd: line.order_discount_usd,
      amount_usd: line.amount_usd,
      taxable: line.taxable,
      unit_cost_usd: product.cost_usd,
    }
  })
}

/** The order's sums of the lines `orderLineValues` writes (VAT split, cost of goods): in the order's own INSERT. */
export const pricedLineSums = (
  priced: PricedOrder,
  productOf: Awaited<ReturnType<typeof priceCart>>['productOf'],
) =>
  orderLineSums(priced.lines.map((line) => ({ ...line, unit_cost_usd: productOf(line.product_id).cost_usd })))

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
  await assertStoreAccess(db, actor, input.store_id)
  return countingPinFailures(db, actor, options.events, () =>
    writeDocument(db, actor, { ...options, resource: RESOURCE, action: 'created', status: 201 }, (tx, ctx) =>
      writeSale(tx, ctx, input, options.approvals),
    ),
  )
}

async function writeSale(tx: Db, ctx: DocumentContext, input: CheckoutInput, approvals: ApprovalContext) {
  const { actor } = ctx
  const shiftId = await openShift(tx, actor, input.store_id)
  const rate = (await currentRate(tx)).rate
  const { priced, settings, productOf } = await priceCart(tx, input, rate)
  const need = await approvalNeeded(tx, actor, priced)
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

  const [order] = await tx
    .insert(orders)
    .values({
      store_id: input.store_id,
      shift_id: shiftId,
      cashier_id: actor.id,
      customer_id: input.customer_id ?? null,
      stage: 'order_completed',
      payment_status: 'paid',
      rate,
      subtotal_usd: priced.subtotal_usd,
      discount_usd: priced.discount_usd,
      vat_usd: priced.vat_usd,
      total_usd: priced.total_usd,
      total_khr: priced.total_khr,
      vat_khr: priced.vat_khr,
      ...pricedLineSums(priced, productOf),
      paid_khr: payment.paid_khr,
      change_mode: input.change_mode,
      change_usd: payment.change.usd,
      change_khr: payment.change.khr,
      rounding_khr: payment.change.rounding_khr,
      discount_id: input.discount_id ?? null,
      note: input.note ?? null,
      // A till sale is approved as it is made (shared schema: reports count approved, uncancelled orders).
      source: 'pos',
      approved_at: sql`now()`,
      approved_by: actor.id,
    })
    .returning()
  if (!order) throw new Error('order insert returned nothing')

  const lines = await tx
    .insert(orderLines)
    .values(orderLineValues(order.id, priced, productOf))
    .returning()
  const payments = await tx
    .insert(orderPayments)
    .values(
      payment.rows.map((row) => ({ ...row, order_id: order.id, shift_id: shiftId, created_by: actor.id })),
    )
    .returning()
  if (approver) await auditApproval(tx, actor, order.id, approver, priced)
  // Everything that needs no lock is written; from here to the commit concurrent sales of the same products wait.
  await takeSaleStock(tx, ctx, input, order.id, (id) => productOf(id).is_lot_tracked)

  const number = await numberOrder(tx, order.id, 'receipt', input.store_id, shopYear())
  let numbered = { ...order, number }
  if (input.tax_invoice) {
    // The tax invoice in the sale's own transaction: no customer with a VAT number, no sale (422).
    await issueInvoiceIn(tx, ctx, numbered, 'tax')
    numbered = { ...numbered, stage: 'issued' }
  }
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
  const document: Order = presentOrder(numbered, lines, payments)
  return { id: order.id, document }
}
