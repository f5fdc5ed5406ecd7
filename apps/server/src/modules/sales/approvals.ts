import type { ManagerApproval, PricedOrder } from '@sms/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { verifyPassword } from '../../lib/passwords.ts'
import { may } from '../access/may.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import { loadGrants } from '../auth/auth.queries.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { LoginLimiter } from '../auth/login-limiter.ts'
import { clearPinFailures, PinRejected, pinLocked } from './pin-lock.ts'

/** Where a manager's PIN is checked: the limiter against guessing and the till's address. */
export type ApprovalContext = { limiter: LoginLimiter; ip: string }

export const approvalContextOf = (request: FastifyRequest): ApprovalContext => ({
  limiter: request.server.pinLimiter,
  ip: request.ip,
})

export type ApprovalNeed = {
  /** Lines whose price was typed at the till (indexes). */
  prices: number[]
  /** Discounts above the cashier's limit, as applied. */
  discounts: PricedOrder['discounts']
}

export type Approver = { id: number; name: string }

/** A discount is above the limit when it takes more than `limit`% of what it applies to (compared in integers). */
const isAboveLimit = (limitPercent: number) => (d: PricedOrder['discounts'][number]) =>
  d.amount_usd * 100 > limitPercent * d.base_usd

/**
 * What the cashier may not do alone: a typed price without `pos.edit`, a discount above their own
 * `discount_limit_percent` without `pos.approve`. Null when nothing needs a manager.
 */
export async function approvalNeeded(
  db: Db,
  actor: Actor,
  priced: PricedOrder,
): Promise<ApprovalNeed | null> {
  const prices = may(actor, 'pos.edit')
    ? []
    : priced.lines.flatMap((line, index) => (line.price_overridden ? [index] : []))
  let discounts: ApprovalNeed['discounts'] = []
  if (priced.discounts.length > 0 && !may(actor, 'pos.approve')) {
    const [user] = await db
      .select({ limit: users.discount_limit_percent })
      .from(users)
      .where(eq(users.id, actor.id))
    discounts = priced.discounts.filter(isAboveLimit(user?.limit ?? 0))
  }
  return prices.length > 0 || discounts.length > 0 ? { prices, discounts } : null
}

const invalid = () =>
  new AppError('APPROVAL_INVALID', 'The manager name or PIN is not valid for this approval.')

/**
 * Checks a manager's approval typed at the till: the username and PIN (hashed like a password, each try
 * counted by the sign-in limiter's mechanism under its own name; wrong ones in a row lock it, see pin-lock.ts
 * and `countingPinFailures`, which every caller runs its write in), the right to approve (`pos.approve`, and
 * `pos.edit` for a price) and work in the store. Any mismatch is the same APPROVAL_INVALID (no enumeration);
 * only a locked PIN says so, since the cashier must then fetch the owner.
 */
export async function verifyApproval(
  db: Db,
  approval: ManagerApproval | null | undefined,
  need: ApprovalNeed,
  storeId: number,
  context: ApprovalContext,
): Promise<Approver> {
  if (!approval) {
    throw new AppError('APPROVAL_REQUIRED', 'A manager must approve this sale.', {
      price_lines: need.prices,
      discount_ids: need.discounts.map((d) => d.discount_id),
    })
  }
  const username = approval.username.toLowerCase()
  await context.limiter.beginAttempt(username, context.ip)
  const [manager] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      pin_hash: users.pin_hash,
      pin_locked_at: users.pin_locked_at,
    })
    .from(users)
    .where(and(eq(users.username, approval.username), eq(users.status, true), isNull(users.deleted_at)))
  if (!manager?.pin_hash) throw invalid()
  // A locked PIN is not even checked: its owner or the shop's owner resets it (decision 0025).
  if (manager.pin_locked_at) throw pinLocked()
  if (!(await verifyPassword(manager.pin_hash, approval.pin))) throw new PinRejected(manager.id, storeId)
  const { roles, permissions } = await loadGrants(db, manager.id)
  const rights = new Set(permissions)
  if (!rights.has('pos.approve') || (need.prices.length > 0 && !rights.has('pos.edit'))) throw invalid()
  const managerActor: Actor = {
    id: manager.id,
    sessionId: 'approval',
    user: { id: manager.id, name: manager.name, email: manager.email, media: [] },
    roles,
    permissions: rights,
  }
  await assertStoreAccess(db, managerActor, storeId).catch(() => {
    throw invalid()
  })
  await context.limiter.recordSuccess(username, context.ip)
  await clearPinFailures(db, manager.id)
  return { id: manager.id, name: manager.name }
}
