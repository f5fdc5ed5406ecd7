import type { DocumentTax, PricedOrder } from '@sms/contract'
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderTaxes } from '../../db/schema/index.ts'
import type { ChargedTax } from './product-taxes.ts'

/**
 * Writes an order's taxes besides VAT as priced, with each tax's names copied from the products' taxes the
 * sale was priced with (decision 0044): what every document and the tax report read from then on.
 */
export async function writeOrderTaxes(
  tx: Db,
  orderId: number,
  priced: PricedOrder<number>,
  taxesOf: (productId: number) => ChargedTax[],
): Promise<DocumentTax[]> {
  if (priced.taxes.length === 0) return []
  const names = new Map<number, ChargedTax>()
  for (const line of priced.lines) for (const tax of taxesOf(line.product_id)) names.set(tax.id, tax)
  const rows = priced.taxes.map((tax) => ({
    order_id: orderId,
    tax_id: tax.tax_id,
    code: tax.code,
    name_en: names.get(tax.tax_id)?.name_en ?? tax.code,
    name_kh: names.get(tax.tax_id)?.name_kh ?? null,
    rate_bp: tax.rate_bp,
    included: tax.included,
    stack_order: tax.stack_order,
    base_usd: tax.base_usd,
    amount_usd: tax.amount_usd,
    base_khr: tax.base_khr,
    amount_khr: tax.amount_khr,
  }))
  await tx.insert(orderTaxes).values(rows)
  return rows.map(({ order_id: _, stack_order: __, ...tax }) => tax)
}

/** The stored taxes of some orders, in stacking order, by order id (orders without any are absent). */
export async function readOrderTaxes(db: Db, orderIds: number[]): Promise<Map<number, DocumentTax[]>> {
  const byOrder = new Map<number, DocumentTax[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderTaxes)
    .where(inArray(orderTaxes.order_id, orderIds))
    .orderBy(asc(orderTaxes.stack_order), asc(orderTaxes.tax_id))
  for (const { order_id, stack_order: _, ...tax } of rows) {
    byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), tax])
  }
  return byOrder
}

export const orderTaxesOf = async (db: Db, orderId: number) =>
  (await readOrderTaxes(db, [orderId])).get(orderId) ?? []
