import type { Permission } from '@sms/contract'
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { stores, userStores } from '../../db/schema/index.ts'
import { type Listed, type ListOptions, listPage } from '../../kernel/list-page.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'
import { isAdministrator, may } from './may.ts'

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

/** A store that is not there (never was, or deleted) answers 422 on its field, never a foreign-key 500. */
export async function assertLiveStore(db: Db, storeId: number) {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)))
  if (!store) throw fieldErrors({ store_id: ['not_found'] })
}

/**
 * "May this actor do X in store S": the permission, and the store among those the actor works in. Refuses
 * with the same 403s the two checks give apart, the permission first.
 */
export async function assertMayIn(db: Db, actor: Actor, permission: Permission, storeId: number) {
  if (!may(actor, permission)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.', { permission })
  }
  await assertStoreAccess(db, actor, storeId)
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

/** Only rows of the stores the actor works in, by the row's store column; no condition for an administrator. */
export async function inActorStores(db: Db, actor: Actor, storeId: PgColumn): Promise<SQL | undefined> {
  const allowed = await storesOf(db, actor)
  return allowed === 'all' ? undefined : inArray(storeId, allowed.length ? allowed : [0])
}

/** A page of a list whose rows belong to one store each, only from the stores the actor works in. */
export async function listInStores<Row>(
  db: Db,
  actor: Actor,
  options: ListOptions<Row> & { source: { store_id: PgColumn } },
): Promise<Listed<Row>> {
  const visible = await inActorStores(db, actor, options.source.store_id)
  return listPage(db, { ...options, where: and(visible, options.where) })
}
