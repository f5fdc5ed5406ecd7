import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { usersHolding } from '../access/who-may.ts'
import type { Actor } from '../auth/auth.service.ts'
import { writeDocument } from '../documents/document.ts'
import type { EventBus } from '../documents/events.ts'
import { recordNotification } from '../notifications/notifications.service.ts'

/** Wrong PINs in a row that lock it: a 4-digit PIN must not fall to patient guessing (decision 0025). */
export const PIN_MAX_FAILURES = 5

export const pinLocked = () =>
  new AppError('PIN_LOCKED', 'PIN locked after too many wrong tries; the owner or its user must reset it.')

/** A wrong PIN for a user who has one: counted once the transaction that checked it has rolled back. */
export class PinRejected extends AppError {
  constructor(
    readonly userId: number,
    readonly storeId: number,
  ) {
    super('APPROVAL_INVALID', 'The manager name or PIN is not valid for this approval.')
  }
}

/** A right PIN ends a run of wrong ones (no write, so no row lock, when there was none). */
export async function clearPinFailures(db: Db, userId: number) {
  await db
    .update(users)
    .set({ pin_failures: 0 })
    .where(and(eq(users.id, userId), gt(users.pin_failures, 0)))
}

/**
 * Runs a write that may check a manager's PIN (a sale, a return, the drawer). A wrong PIN rolls that write
 * back, so it is counted here, afterwards, on its own: atomically, so parallel guesses each count. The try
 * that reaches the limit locks the PIN, is audited under the cashier who typed it, notifies the owners, and
 * answers PIN_LOCKED.
 */
export async function countingPinFailures<T>(
  db: Db,
  actor: Actor,
  events: EventBus,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (!(err instanceof PinRejected)) throw err
    const [counted] = await db
      .update(users)
      .set({
        pin_failures: sql`${users.pin_failures} + 1`,
        pin_locked_at: sql`case when ${users.pin_failures} + 1 >= ${PIN_MAX_FAILURES}
          then coalesce(${users.pin_locked_at}, now()) else ${users.pin_locked_at} end`,
      })
      .where(eq(users.id, err.userId))
      .returning({ failures: users.pin_failures, name: users.name })
    if (counted?.failures !== PIN_MAX_FAILURES) throw err
    await announceLock(db, actor, { id: err.userId, name: counted.name }, { store_id: err.storeId, events })
    throw pinLocked()
  }
}

async function announceLock(
  db: Db,
  actor: Actor,
  user: { id: number; name: string },
  where: { store_id: number; events: EventBus },
) {
  await writeDocument(
    db,
    actor,
    { events: where.events, idempotency: null, resource: 'users', action: 'pin_locked', status: 200 },
    async (tx, ctx) => {
      const owners = await usersHolding(tx, 'users.assign')
      await recordNotification(
        tx,
        owners.map((user_id) => ({
          user_id,
          kind: 'pin_locked' as const,
          params: { user_name: user.name, typed_by: actor.user.name },
          store_id: where.store_id,
          link: `/users/update/${user.id}`,
        })),
        ctx.emit,
      )
      const document = {
        user_id: user.id,
        user_name: user.name,
        failures: PIN_MAX_FAILURES,
        store_id: where.store_id,
        typed_by: actor.id,
        typed_by_name: actor.user.name,
      }
      return { id: user.id, document }
    },
  )
}

/** Unlocks a PIN: its user set a new one, or the owner reset it. */
export async function unlockPin(db: Db, userId: number) {
  await db.update(users).set({ pin_failures: 0, pin_locked_at: null }).where(eq(users.id, userId))
}
