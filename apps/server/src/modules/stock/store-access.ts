import { PERMISSIONS } from '@sms/contract'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stores, userStores } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'

/** An administrator holds every permission (rights are compared as sets, decision 0008) and works in every store. */
const isAdministrator = (actor: Actor) => PERMISSIONS.every((permission) => actor.permissions.has(permission))

/** The stores whose stock the actor may see and move: `all` for administrators, else the user's `store_ids`. */
export async function storesOf(db: Db, actor: Actor): Promise<number[] | 'all'> {
  if (isAdministrator(actor)) return 'all'
  const rows = await db
    .select({ id: userStores.store_id })
    .from(userStores)
    .where(eq(userStores.user_id, actor.id))
  return rows.map((row) => row.id)
}

/** A document for a store the actor does not work in answers 403. */
export async function assertStoreAccess(db: Db, actor: Actor, storeId: number) {
  if (isAdministrator(actor)) return
  const [row] = await db
    .select({ id: userStores.store_id })
    .from(userStores)
    .where(and(eq(userStores.user_id, actor.id), eq(userStores.store_id, storeId)))
  if (!row) {
    throw new AppError('FORBIDDEN', 'You do not work in this store.', { store_id: storeId })
  }
}

/** The active stores the actor works in, by name: what a stock document's store picker offers. */
export async function listWorkStores(db: Db, actor: Actor) {
  const allowed = await storesOf(db, actor)
  if (allowed !== 'all' && allowed.length === 0) return []
  return db
    .select({
      id: stores.id,
      code: stores.code,
      name_en: stores.name_en,
      name_kh: stores.name_kh,
      allow_negative_stock: stores.allow_negative_stock,
    })
    .from(stores)
    .where(
      and(
        eq(stores.status, true),
        isNull(stores.deleted_at),
        allowed === 'all' ? undefined : inArray(stores.id, allowed),
      ),
    )
    .orderBy(asc(stores.name_en), asc(stores.id))
}
