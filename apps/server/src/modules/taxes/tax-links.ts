import { and, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { categoryTaxes, productTaxes, taxes } from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { type LinkTable, linkedIdsByOwner, replaceLinks } from '../resources/links.ts'
import type { Input, ResourceHooks, Row } from '../resources/resource.ts'

/** The taxes besides VAT assigned to products and to categories (decision 0044). */
export const productTaxLinks: LinkTable = {
  table: productTaxes,
  owner: productTaxes.product_id,
  target: productTaxes.tax_id,
}
export const categoryTaxLinks: LinkTable = {
  table: categoryTaxes,
  owner: categoryTaxes.category_id,
  target: categoryTaxes.tax_id,
}

/** `tax_ids` is no column: the row's values leave it out, `afterWrite` writes the links. */
export const withoutTaxIds = ({ tax_ids: _, ...values }: Input): Input => values

/** A tax assigned must exist and not be in the trash: 422 `not_found` on `tax_ids`, as for any reference. */
async function assertTaxesLive(tx: Db, ids: number[]) {
  if (ids.length === 0) return
  const live = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(inArray(taxes.id, ids), isNull(taxes.deleted_at)))
  if (live.length !== new Set(ids).size) throw fieldErrors({ tax_ids: ['not_found'] })
}

/**
 * The hooks that give a resource its `tax_ids`: written when the input has them (left out, they stay, so a
 * CSV import or an older form changes nothing), presented on every record, removed with a purged record.
 */
export function taxLinkHooks(link: LinkTable): Required<
  Pick<ResourceHooks, 'afterWrite' | 'beforeChange'>
> & {
  presentTaxIds: (db: Db, rows: Row[]) => Promise<Row[]>
} {
  return {
    afterWrite: async (tx, id, input) => {
      const ids = input.tax_ids as number[] | undefined
      if (ids === undefined) return
      await assertTaxesLive(tx, ids)
      await replaceLinks(tx, link, id, ids)
    },
    beforeChange: async (tx, row, _actor, action) => {
      if (action === 'purged') await replaceLinks(tx, link, row.id, [])
    },
    presentTaxIds: async (db, rows) => {
      const byOwner = await linkedIdsByOwner(
        db,
        link,
        rows.map((r) => r.id),
      )
      return rows.map((row) => ({ ...row, tax_ids: byOwner.get(row.id) ?? [] }))
    },
  }
}
