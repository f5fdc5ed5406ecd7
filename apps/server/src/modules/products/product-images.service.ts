import { type Product, productsResource } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { normaliseImage, removeImageFiles, saveImageFiles } from '../../lib/images.ts'
import type { Actor } from '../auth/auth.service.ts'
import { getRecord, updateRecord } from '../resources/resource.service.ts'
import { defineServerResource } from '../resources/resource.ts'
import { presentProductRecords } from './products.resources.ts'

/**
 * The products resource narrowed to the `image` column, so an image change goes through the same update
 * as any edit: row lock, 409 on a deleted product, updated_by/updated_at, an audit entry with before and
 * after. It reports the stored path it replaces, read under the row lock, so concurrent uploads each
 * remove exactly the file they superseded.
 */
function imageColumnResource(onReplaced: (previous: string | null) => void) {
  return defineServerResource({
    contract: productsResource,
    table: products,
    hooks: {
      toValues: (_tx, input, existing) => {
        onReplaced((existing?.image as string | null | undefined) ?? null)
        return input
      },
      present: presentProductRecords,
    },
  })
}

async function setImage(db: Db, actor: Actor, uploadDir: string, id: number, image: string | null) {
  let previous: string | null = null
  const resource = imageColumnResource((replaced) => {
    previous = replaced
  })
  try {
    const result = await updateRecord(db, actor, resource, id, { image })
    if (previous && previous !== image) await removeImageFiles(uploadDir, previous)
    // The resource layer is untyped by entity; the route's response schema checks the record on the way out.
    return result as { data: Product; message: string }
  } catch (err) {
    // The new files were written before the transaction; a failed write must not leave them behind.
    if (image) await removeImageFiles(uploadDir, image)
    throw err
  }
}

/** Fails early, before any image work, for a product that is missing (404) or deleted (409). */
async function assertEditable(db: Db, id: number) {
  const { data } = await getRecord(db, { contract: productsResource, table: products }, id)
  if (data.deleted_at) throw new AppError('CONFLICT', 'A deleted record cannot be edited; restore it first.')
}

/** Replaces a product's picture: the new files are committed first, then the superseded ones removed. */
export async function replaceProductImage(
  db: Db,
  actor: Actor,
  uploadDir: string,
  id: number,
  upload: Buffer,
) {
  await assertEditable(db, id)
  const files = await normaliseImage(upload)
  const stored = await saveImageFiles(uploadDir, 'products', id, files)
  return setImage(db, actor, uploadDir, id, stored)
}

/** Removes a product's picture and its files; the record change is audited like any edit. */
export async function removeProductImage(db: Db, actor: Actor, uploadDir: string, id: number) {
  return setImage(db, actor, uploadDir, id, null)
}
