import type { DrawerOpened, drawerOpeningSchema } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { shifts } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { assertStoreAccess } from '../stock/store-access.ts'
import { type ApprovalContext, type Approver, verifyApproval } from './approvals.ts'

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
): Promise<DrawerOpened> {
  await assertStoreAccess(db, actor, input.store_id)
  let approver: Approver | null = null
  if (!actor.permissions.has('pos.approve')) {
    approver = await verifyApproval(
      db,
      input.approval,
      { prices: [], discounts: [] },
      input.store_id,
      approvals,
    )
  }
  return db.transaction(async (tx) => {
    const [shift] = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .where(
        and(eq(shifts.user_id, actor.id), eq(shifts.store_id, input.store_id), eq(shifts.status, 'open')),
      )
      .for('share')
    if (!shift) {
      throw new AppError('SHIFT_NOT_OPEN', 'Open a shift at this store before opening the drawer.', {
        store_id: input.store_id,
      })
    }
    const opened: DrawerOpened = {
      shift_id: shift.id,
      reason: input.reason,
      opened_by_name: actor.user.name,
      approved_by_name: approver?.name ?? null,
      opened_at: new Date().toISOString(),
    }
    await recordAudit(tx, {
      actorId: actor.id,
      resource: 'shifts',
      recordId: shift.id,
      action: 'drawer_opened',
      after: { ...opened, store_id: input.store_id, approved_by: approver?.id ?? null },
    })
    return opened
  })
}
