import { type ChargedTax, taxBasisPoints } from '@sms/contract'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { categoryTaxes, products, productTaxes, taxes } from '../../db/schema/index.ts'

export type { ChargedTax }

const taxColumns = {
  id: taxes.id,
  code: taxes.code,
  name_en: taxes.name_en,
  name_kh: taxes.name_kh,
  rate: taxes.rate,
  included: taxes.included,
  stack_order: taxes.stack_order,
}
const charged = and(eq(taxes.status, true), isNull(taxes.deleted_at))
const toCharged = ({ rate, ...tax }: { rate: number } & Omit<ChargedTax, 'rate_bp'>): ChargedTax => ({
  ...tax,
  rate_bp: taxBasisPoints(Number(rate)),
})

/**
 * The taxes besides VAT each product is charged (decision 0044): its own list when it has one, or else its
 * category's; only active taxes not in the trash. Products without any are left out of the map.
 */
export async function taxesOfProducts(db: Db, productIds: number[]): Promise<Map<number, ChargedTax[]>> {
  const result = new Map<number, ChargedTax[]>()
  if (productIds.length === 0) return result
  const add = (productId: number, tax: ChargedTax) =>
    result.set(productId, [...(result.get(productId) ?? []), tax])
  const [ownLinks, own] = await Promise.all([
    db
      .selectDistinct({ product_id: productTaxes.product_id })
      .from(productTaxes)
      .where(inArray(productTaxes.product_id, productIds)),
    db
      .select({ product_id: productTaxes.product_id, ...taxColumns })
      .from(productTaxes)
      .innerJoin(taxes, eq(taxes.id, productTaxes.tax_id))
      .where(and(inArray(productTaxes.product_id, productIds), charged)),
  ])
  for (const { product_id, ...tax } of own) add(product_id, toCharged(tax))
  const hasOwn = new Set(ownLinks.map((l) => l.product_id))
  const rest = productIds.filter((id) => !hasOwn.has(id))
  if (rest.length === 0) return result
  const fromCategory = await db
    .select({ product_id: products.id, ...taxColumns })
    .from(products)
    .innerJoin(categoryTaxes, eq(categoryTaxes.category_id, products.category_id))
    .innerJoin(taxes, eq(taxes.id, categoryTaxes.tax_id))
    .where(and(inArray(products.id, rest), charged))
  for (const { product_id, ...tax } of fromCategory) add(product_id, toCharged(tax))
  return result
}
