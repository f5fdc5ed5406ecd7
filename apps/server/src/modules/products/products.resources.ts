import { productsResource } from '@sms/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, subCategories } from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { mediaUrl, thumbnailPathOf } from '../../lib/images.ts'
import type { Actor } from '../auth/auth.service.ts'
import { defineServerResource, type Input, type Row } from '../resources/resource.ts'
import { taxesOfProducts } from '../taxes/product-taxes.ts'
import { productTaxLinks, taxLinkHooks, withoutTaxIds } from '../taxes/tax-links.ts'
import { assertMayChangePrices } from './price-right.ts'

const productTaxes = taxLinkHooks(productTaxLinks)

/**
 * A sub-category must belong to the product's category, or reports by category would disagree with the
 * sub-category ones. The sub-category row is share-locked so it cannot move to another category before
 * this transaction commits. A missing sub-category is left to the foreign key (422 `not_found`).
 */
export async function checkSubCategory(tx: Db, input: Input): Promise<Input> {
  const subCategoryId = input.sub_category_id as number | null | undefined
  if (subCategoryId == null) return input
  const [found] = await tx
    .select({ category_id: subCategories.category_id })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId))
    .for('share')
  if (found && found.category_id !== input.category_id) {
    throw fieldErrors({ sub_category_id: ['category_mismatch'] })
  }
  return input
}

/** Adds the public URLs of the picture and its thumbnail; leaves out the Khmer sort key (bytes for the database). */
export function presentProducts(_db: Db, rows: Row[]): Input[] {
  return rows.map(({ name_kh_sort_key: _key, ...row }) => {
    const image = (row.image as string | null) ?? null
    return {
      ...row,
      image_url: image && mediaUrl(image),
      thumbnail_url: image && mediaUrl(thumbnailPathOf(image)),
    }
  })
}

/** A product as the API sends it: its taxes' ids and its picture's URLs added. */
export async function presentProductRecords(db: Db, rows: Row[]) {
  const charged = await taxesOfProducts(
    db,
    rows.map((r) => r.id),
  )
  const withIds = await productTaxes.presentTaxIds(db, rows)
  return presentProducts(
    db,
    withIds.map((row) => ({ ...row, taxes: charged.get(row.id) ?? [] })),
  )
}

export const productsServerResource = defineServerResource({
  contract: productsResource,
  table: products,
  hooks: {
    toValues: (tx: Db, input: Input, existing: Row | undefined, actor: Actor) => {
      assertMayChangePrices(tx, input, existing, actor)
      return checkSubCategory(tx, withoutTaxIds(input))
    },
    afterWrite: productTaxes.afterWrite,
    beforeChange: productTaxes.beforeChange,
    present: presentProductRecords,
  },
})
