// The cart as the request names it, read from the database and checked: products sold, discounts, customer.
import type { checkoutRequestSchema, PricingDiscount } from '@sms/contract'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { prepared, runPrepared } from '../../db/prepared.ts'
import { customers, discounts } from '../../db/schema/index.ts'
import { CHARGED_TAXES_OF_P, toCharged } from '../taxes/product-taxes.ts'

export type CheckoutInput = z.output<typeof checkoutRequestSchema>
/** What pricing reads of a cart: the till's, or an open order's (no tenders). */
export type CartInput = Pick<CheckoutInput, 'lines' | 'discount_id' | 'customer_id' | 'tenders'>

/** The cart's products as sold, with their units and the taxes they are charged: one prepared statement. */
const CART_PRODUCTS = prepared(
  'cart_products',
  `select p.id, p.sku, p.name_en, p.name_kh, u.name_en as unit_en, u.name_kh as unit_kh, u.divisible,
    p.price_usd::text, p.price_khr::text, p.cost_usd::text, p.taxable, p.is_lot_tracked, p.status,
    ${CHARGED_TAXES_OF_P} as taxes
  from products p left join units u on u.id = p.unit_id
  where p.id = any($1::integer[]) and p.deleted_at is null`,
)

type CartProductRow = {
  id: number
  sku: string
  name_en: string
  name_kh: string | null
  unit_en: string | null
  unit_kh: string | null
  divisible: boolean | null
  price_usd: string
  price_khr: string
  cost_usd: string | null
  taxable: boolean
  is_lot_tracked: boolean
  status: boolean
  taxes: Parameters<typeof toCharged>[0][]
}

/**
 * The cart's products as sold. Only a countable unit (not `divisible`) forces whole quantities: a product
 * without a unit keeps selling as before, weighed items by their barcode included.
 */
export async function readProducts(tx: Db, input: CartInput) {
  const ids = [...new Set(input.lines.map((line) => line.product_id))]
  const rows = (await runPrepared<CartProductRow>(tx, CART_PRODUCTS, [ids])).map((row) => ({
    ...row,
    // Cents and riel as bigint text, exact; a price fits a safe integer (the contract's MAX_MONEY).
    price_usd: Number(row.price_usd),
    price_khr: Number(row.price_khr),
    cost_usd: row.cost_usd === null ? null : Number(row.cost_usd),
    taxes: row.taxes.map(toCharged),
  }))
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

export async function readDiscounts(tx: Db, input: CartInput) {
  const ids = [
    ...new Set(
      [input.discount_id, ...input.lines.map((line) => line.discount_id)].filter((id) => id != null),
    ),
  ] as number[]
  const rows: (PricingDiscount & { deleted_at: Date | null })[] =
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

export async function checkCustomer(tx: Db, input: CartInput) {
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
