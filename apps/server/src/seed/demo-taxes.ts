import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products, productTaxes, subCategories, taxes } from '../db/schema/index.ts'

/**
 * The taxes besides VAT a Cambodian mini-mart charges (decision 0044): [code, English, Khmer, rate in percent,
 * stack order, the demo sub-categories whose goods carry it]. ST stacks first, then PLT, then VAT.
 */
export const DEMO_TAXES: [string, string, string, number, number, string[]][] = [
  ['ST-BEER', 'Specific Tax (beer)', 'អាករពិសេស (ស្រាបៀរ)', 30, 10, ['BEER']],
  ['ST-SOFT', 'Specific Tax (soft drinks)', 'អាករពិសេស (ភេសជ្ជៈ)', 10, 10, ['SOFT']],
  ['PLT', 'Public Lighting Tax', 'អាករបំភ្លឺសាធារណៈ', 5, 20, ['BEER']],
]

/**
 * Defines the demo's other taxes and links them to the goods that carry them, before any demo sale, so the
 * seeded sales are charged them through the checkout like a till sale. Linked per product, not per category:
 * the demo's "Drinks" category also holds water and milk, which carry neither tax. Shelf prices include VAT
 * and so every tax (decision 0044): the totals of the demo's sales are the same as without these taxes.
 */
export async function seedDemoTaxes(db: Db) {
  const codes = [...new Set(DEMO_TAXES.flatMap(([, , , , , subs]) => subs))]
  const goods = await db
    .select({ id: products.id, sub: subCategories.code })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.sub_category_id))
    .where(inArray(subCategories.code, codes))
  const links: { product_id: number; tax_id: number }[] = []
  for (const [code, name_en, name_kh, rate, stack_order, subs] of DEMO_TAXES) {
    const [tax] = await db
      .insert(taxes)
      .values({ code, name_en, name_kh, rate, stack_order, included: true })
      .returning({ id: taxes.id })
    if (!tax) throw new Error(`the demo tax ${code} was not created`)
    for (const good of goods) if (subs.includes(good.sub)) links.push({ product_id: good.id, tax_id: tax.id })
  }
  if (links.length > 0) await db.insert(productTaxes).values(links)
  return links.length
}
