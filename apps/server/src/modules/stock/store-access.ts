import { PERMISSIONS } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userStores } from '../../db/schema/index.ts'
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
