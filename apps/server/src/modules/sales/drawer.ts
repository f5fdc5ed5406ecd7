import type { DrawerOpened, drawerOpeningSchema } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { shifts } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { EventBus } from '../documents/events.ts'
import { type ApprovalContext, type Approver, verifyApproval } from './approvals.ts'
import { countingPinFailures } from './pin-lock.ts'

type DrawerInput = z.output<typeof drawerOpeningSchema>

/**
 * Opens the drawer without a sale (SALES.md: Alt+D, permission, logged): only during the cashier's own open
 * shift at the store, by someone with `pos.approve` or with a manager's PIN, and always in the audit log under
 * the shift with the reason and both names. The drawer itself opens when the till prints its "no sale" slip
 * (decision 0021): the server only decides whether it may, and remembers that it did.
 */
export async function openDrawer(
  db: Db,
  actor: Actor,
  input: DrawerInput,
  approvals: ApprovalContext,
  events: EventBus,
): Promise<DrawerOpened> {
  await assertStoreAccess(db, actor, input.store_id)
  // The shift before the PIN: without one no PIN is tried, so the drawer is no oracle for guessing it.
  await openShift(db, actor, input.store_id)
  return countingPinFailures(db, actor, events, async () => {
    const approver: Approver | null = may(actor, 'pos.approve')
      ? null
      : await verifyApproval(db, input.approval, { prices: [], discounts: [] }, input.store_id, approvals)
    return db.transaction(async (tx) => {
      const shiftId = await openShift(tx, actor, input.store_id, true)
      const opened: DrawerOpened = {
        shift_id: shiftId,
        reason: input.reason,
        opened_by_name: actor.user.name,
        approved_by_name: approver?.name ?? null,
        opened_at: new Date().toISOString(),
      }
      await recordAudit(tx, {
        actorId: actor.id,
        resource: 'shifts',
        recordId: shiftId,
        action: 'drawer_opened',
        after: { ...opened, store_id: input.store_id, approved_by: approver?.id ?? null },
      })
      return opened
    })
  })
}

/** The cashier's open shift at the store (share-locked inside the transaction that records the opening). */
async function openShift(db: Db, actor: Actor, storeId: number, lock = false) {
  const query = db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.user_id, actor.id), eq(shifts.store_id, storeId), eq(shifts.status, 'open')))
  const [shift] = lock ? await query.for('share') : await query
  if (!shift) {
    throw new AppError('SHIFT_NOT_OPEN', 'Open a shift at this store before opening the drawer.', {
      store_id: storeId,
    })
  }
  return shift.id
}
