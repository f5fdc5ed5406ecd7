import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { categoryTaxes, orderTaxes, productTaxes, returnTaxes, taxes } from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
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

/**
 * Purging a tax from the trash. The documents that charged or reversed it keep their own copy of its names,
 * rate and amounts, but point at it: a tax any order or credit note names stays, 409 IN_USE saying how many
 * of each (as a record in use is refused), and stays restorable. A tax never charged goes with its assignments
 * to products and categories: in the trash it was already charged no more.
 */
export const beforeTaxPurge: NonNullable<ResourceHooks['beforeChange']> = async (tx, row, _actor, action) => {
  if (action !== 'purged') return
  const countOf = async (table: typeof orderTaxes | typeof returnTaxes) =>
    (await tx.select({ n: count() }).from(table).where(eq(table.tax_id, row.id)))[0]?.n ?? 0
  const users = [
    { resource: 'orders', count: await countOf(orderTaxes) },
    { resource: 'credit-notes', count: await countOf(returnTaxes) },
  ].filter((u) => u.count > 0)
  const total = users.reduce((sum, u) => sum + u.count, 0)
  if (total > 0) {
    throw new AppError('IN_USE', `This tax is on ${total} past documents, which keep it.`, {
      count: total,
      used_by: users,
    })
  }
  await tx.delete(productTaxes).where(eq(productTaxes.tax_id, row.id))
  await tx.delete(categoryTaxes).where(eq(categoryTaxes.tax_id, row.id))
}
