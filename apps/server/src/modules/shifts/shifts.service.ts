import {
  type cashMoveSchema,
  type closeShiftSchema,
  type openShiftSchema,
  type Shift,
  type ShiftCashMove,
  type ShiftDetail,
  type ShiftSummary,
  shiftsResource,
} from '@sms/contract'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { shiftCashMoves, shifts, stores } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { type ListRequest, withIsoDates } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { assertStoreAccess, listInStores } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { buildShiftReport } from './shifts.queries.ts'

type ShiftRow = typeof shifts.$inferSelect
const RESOURCE = 'shifts'

const presentShift = (row: ShiftRow): Shift => ({
  ...row,
  opened_at: row.opened_at.toISOString(),
  closed_at: row.closed_at ? row.closed_at.toISOString() : null,
})

const presentMove = (row: typeof shiftCashMoves.$inferSelect): ShiftCashMove => ({
  ...row,
  created_at: row.created_at.toISOString(),
})

const findShift = (db: Db, id: number, lock = false) => findById(db, shifts, id, { resource: RESOURCE, lock })

async function detail(db: Db, row: ShiftRow): Promise<ShiftDetail> {
  const report = await buildShiftReport(db, row)
  const moves = await db
    .select()
    .from(shiftCashMoves)
    .where(eq(shiftCashMoves.shift_id, row.id))
    .orderBy(asc(shiftCashMoves.id))
  const [named] = await withUserNames(db, [{ user_id: row.user_id }], ['user_id'])
  return { ...report, user_name: named?.user_id_name ?? null, cash_moves: moves.map(presentMove) }
}

/** The cashier's own shift, or any shift of the actor's stores for a holder of `shifts.view`. */
async function assertMayView(db: Db, actor: Actor, row: ShiftRow) {
  if (row.user_id === actor.id) return
  if (!may(actor, 'shifts.view')) {
    throw new AppError('FORBIDDEN', 'This is another cashier’s shift.', { shift_id: row.id })
  }
  await assertStoreAccess(db, actor, row.store_id)
}

/** Cash moves go through the cashier's own drawer, and only while it is open. */
function assertOwnOpenShift(actor: Actor, row: ShiftRow) {
  if (row.user_id !== actor.id) {
    throw new AppError('FORBIDDEN', 'This is another cashier’s shift.', { shift_id: row.id })
  }
  if (row.status !== 'open') {
    throw new AppError('SHIFT_CLOSED', 'This shift is already closed.', { shift_id: row.id })
  }
}

/**
 * Opens the actor's till at a store with its float. One open shift per user and store: the partial unique
 * index decides, so two requests at once give one shift and one 409, never two shifts.
 */
export async function openShift(
  db: Db,
  actor: Actor,
  input: z.output<typeof openShiftSchema>,
  options: WriteOptions,
) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'opened', status: 201 },
    async (tx, ctx) => {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, input.store_id), isNull(stores.deleted_at)))
      if (!store) throw fieldErrors({ store_id: ['not_found'] })
      const [opened] = await tx
        .insert(shifts)
        .values({ ...input, user_id: actor.id })
        .onConflictDoNothing({
          target: [shifts.user_id, shifts.store_id],
          where: sql`status = 'open'`,
        })
        .returning()
      if (!opened) {
        const [current] = await tx
          .select({ id: shifts.id })
          .from(shifts)
          .where(
            and(eq(shifts.user_id, actor.id), eq(shifts.store_id, input.store_id), eq(shifts.status, 'open')),
          )
        throw new AppError('SHIFT_ALREADY_OPEN', 'You already have an open shift at this store.', {
          store_id: input.store_id,
          shift_id: current?.id ?? null,
        })
      }
      ctx.emit({ type: 'shift.opened', id: opened.id, store_id: opened.store_id, user_id: actor.id })
      return { id: opened.id, document: presentShift(opened) }
    },
  )
}

/** The actor's open shift at a store, what the till shows in its top bar; 404 when the till is closed. */
export async function getCurrentShift(db: Db, actor: Actor, storeId: number) {
  await assertStoreAccess(db, actor, storeId)
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.user_id, actor.id), eq(shifts.store_id, storeId), eq(shifts.status, 'open')))
  if (!row) throw new AppError('NOT_FOUND', 'You have no open shift at this store.', { store_id: storeId })
  return { data: await detail(db, row) }
}

export async function getShift(db: Db, actor: Actor, id: number) {
  const row = await findShift(db, id)
  await assertMayView(db, actor, row)
  return { data: await detail(db, row) }
}

/** Shifts of the actor's stores, newest first. */
export async function listShifts(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: shifts,
    contract: shiftsResource,
    request,
    present: (rows) => rows.map(withIsoDates<Omit<ShiftSummary, 'user_name'>>),
  })
  const named = await withUserNames(db, page.data, ['user_id'])
  return {
    ...page,
    data: named.map(({ user_id_name, ...row }) => ({ ...row, user_name: user_id_name })),
  }
}

/** Cash put in or taken out of the actor's own open drawer, with a reason; the shift row is locked first. */
export async function addCashMove(
  db: Db,
  actor: Actor,
  shiftId: number,
  input: z.output<typeof cashMoveSchema>,
  options: WriteOptions,
) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: 'shift-cash-moves', action: 'created', status: 201 },
    async (tx) => {
      const row = await findShift(tx, shiftId, true)
      assertOwnOpenShift(actor, row)
      const [move] = await tx
        .insert(shiftCashMoves)
        .values({ ...input, shift_id: row.id, created_by: actor.id })
        .returning()
      if (!move) throw new Error('cash move insert returned nothing')
      return { id: move.id, document: presentMove(move) }
    },
  )
}

/**
 * Closes a shift with the blind count per currency and answers the Z report. The cashier closes their own
 * till; a manager holding `pos.approve` in that store may close one left open (decision 0020).
 */
export async function closeShift(
  db: Db,
  actor: Actor,
  shiftId: number,
  input: z.output<typeof closeShiftSchema>,
  options: WriteOptions,
) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'closed', status: 200 },
    async (tx, ctx) => {
      const row = await findShift(tx, shiftId, true)
      if (row.user_id !== actor.id) {
        if (!may(actor, 'pos.approve')) {
          throw new AppError('FORBIDDEN', 'This is another cashier’s shift.', { shift_id: row.id })
        }
        await assertStoreAccess(tx, actor, row.store_id)
      }
      if (row.status !== 'open') {
        throw new AppError('SHIFT_CLOSED', 'This shift is already closed.', { shift_id: row.id })
      }
      const [closed] = await tx
        .update(shifts)
        .set({
          status: 'closed',
          closed_at: sql`now()`,
          counted_usd: input.counted_usd,
          counted_khr: input.counted_khr,
          note: input.note ?? null,
        })
        .where(eq(shifts.id, row.id))
        .returning()
      if (!closed) throw notFound(RESOURCE, row.id)
      ctx.emit({ type: 'shift.closed', id: closed.id, store_id: closed.store_id, user_id: closed.user_id })
      return { id: closed.id, document: await detail(tx, closed), before: presentShift(row) }
    },
  )
}
