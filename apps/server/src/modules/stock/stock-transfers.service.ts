import type { StockTransfer, stockTransferInputSchema, TransferStatus } from '@sms/contract'
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  lots,
  products,
  stockTransferItems,
  stockTransferLines,
  stockTransfers,
  stores,
} from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { withIsoDates } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'

type TransferInput = z.output<typeof stockTransferInputSchema>
type TransferRow = typeof stockTransfers.$inferSelect

const RESOURCE = 'stock-transfers'
/** How movements name the document that caused them. */
export const DOCUMENT_TYPE = 'stock-transfer'

/** A numeric column read as the JSON number the contract promises. */
const asNumber = (value: SQL) => sql<number | null>`${value}`.mapWith((v) => (v === null ? null : Number(v)))

/** Who did each step: every `*_by` is answered with its `*_by_name`. */
export const TRANSFER_PEOPLE = [
  'created_by',
  'approved_by',
  'dispatched_by',
  'received_by',
  'cancelled_by',
] as const
type Summary = Omit<StockTransfer, 'lines' | 'items'>
type Row = Omit<Summary, `${(typeof TRANSFER_PEOPLE)[number]}_name`>

async function present(db: Db, row: TransferRow): Promise<StockTransfer> {
  const lines = await db
    .select({
      id: stockTransferLines.id,
      product_id: stockTransferLines.product_id,
      product_name_en: products.name_en,
      product_name_kh: products.name_kh,
      sku: products.sku,
      barcode: products.barcode,
      quantity: stockTransferLines.quantity,
      dispatched_quantity: stockTransferLines.dispatched_quantity,
      received_quantity: stockTransferLines.received_quantity,
      difference: asNumber(
        sql`${stockTransferLines.received_quantity} - ${stockTransferLines.dispatched_quantity}`,
      ),
    })
    .from(stockTransferLines)
    .innerJoin(products, eq(products.id, stockTransferLines.product_id))
    .where(eq(stockTransferLines.transfer_id, row.id))
    .orderBy(asc(stockTransferLines.id))
  const items = await db
    .select({
      id: stockTransferItems.id,
      line_id: stockTransferItems.line_id,
      product_id: stockTransferItems.product_id,
      lot_id: stockTransferItems.lot_id,
      lot_number: lots.lot_number,
      expiry_date: lots.expiry_date,
      quantity: stockTransferItems.quantity,
      received_quantity: stockTransferItems.received_quantity,
    })
    .from(stockTransferItems)
    .leftJoin(lots, eq(lots.id, stockTransferItems.lot_id))
    .where(eq(stockTransferItems.transfer_id, row.id))
    .orderBy(asc(stockTransferItems.id))
  const [named] = await withUserNames(db, [withIsoDates<Row>(row)], TRANSFER_PEOPLE)
  return { ...(named as Summary), lines, items }
}

const findTransfer = (db: Db, id: number, lock = false) =>
  findById(db, stockTransfers, id, { resource: RESOURCE, lock })

/** A user working in either store sees the transfer: it leaves one and reaches the other. */
async function assertEitherStore(db: Db, actor: Actor, row: { from_store_id: number; to_store_id: number }) {
  try {
    await assertStoreAccess(db, actor, row.from_store_id)
  } catch {
    await assertStoreAccess(db, actor, row.to_store_id)
  }
}

export async function getTransfer(db: Db, actor: Actor, id: number) {
  const row = await findTransfer(db, id)
  await assertEitherStore(db, actor, row)
  return { data: await present(db, row) }
}

async function checkStores(tx: Db, input: TransferInput) {
  const found = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, [input.from_store_id, input.to_store_id]), isNull(stores.deleted_at)))
  const ids = new Set(found.map((store) => store.id))
  const errors: Record<string, string[]> = {}
  if (!ids.has(input.from_store_id)) errors.from_store_id = ['not_found']
  if (!ids.has(input.to_store_id)) errors.to_store_id = ['not_found']
  if (input.from_store_id === input.to_store_id) errors.to_store_id = ['same_store']
  return errors
}

async function checkProducts(tx: Db, lines: TransferInput['lines']) {
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.product_id),
        ),
        isNull(products.deleted_at),
      ),
    )
  const ids = new Set(found.map((product) => product.id))
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    if (!ids.has(line.product_id)) errors[`lines.${i}.product_id`] = ['not_found']
  })
  return errors
}

/**
 * A transfer is requested by someone working at either end: the destination asks for stock, or the source
 * sends it. Nothing moves until it is approved and dispatched.
 */
export async function createTransfer(db: Db, actor: Actor, input: TransferInput, options: WriteOptions) {
  await assertEitherStore(db, actor, input)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'created', status: 201 },
    async (tx, ctx) => {
      const errors = { ...(await checkStores(tx, input)), ...(await checkProducts(tx, input.lines)) }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors)
      const [created] = await tx
        .insert(stockTransfers)
        .values({
          from_store_id: input.from_store_id,
          to_store_id: input.to_store_id,
          note: input.note,
          status: 'requested',
          created_by: actor.id,
        })
        .returning()
      if (!created) throw new Error('transfer insert returned nothing')
      await tx
        .insert(stockTransferLines)
        .values(input.lines.map((line) => ({ transfer_id: created.id, ...line })))
      announce(ctx, created)
      return { id: created.id, document: await present(tx, created) }
    },
  )
}

const announce = (ctx: DocumentContext, row: TransferRow) =>
  ctx.emit({
    type: 'stock-transfer.changed',
    id: row.id,
    from_store_id: row.from_store_id,
    to_store_id: row.to_store_id,
    status: row.status,
  })

/** Which store's staff may take each step: the source gives its stock away, the destination takes it in. */
const STEP_STORE = {
  approve: 'from',
  dispatch: 'from',
  receive: 'to',
  cancel: 'either',
} as const
/** The state each step starts from. */
const STEP_FROM: Record<keyof typeof STEP_STORE, TransferStatus[]> = {
  approve: ['requested'],
  dispatch: ['approved'],
  receive: ['in_transit'],
  cancel: ['requested', 'approved'],
}
const STEP_AUDIT = { approve: 'approved', dispatch: 'dispatched', receive: 'received', cancel: 'cancelled' }

/** One step of a transfer in one document write: the row locked, who may, from which state, then `move`. */
export function step(
  db: Db,
  actor: Actor,
  id: number,
  name: keyof typeof STEP_STORE,
  options: WriteOptions,
  move: (tx: Db, ctx: DocumentContext, row: TransferRow) => Promise<PgUpdateSetSource<typeof stockTransfers>>,
) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: STEP_AUDIT[name], status: 200 },
    async (tx, ctx) => {
      const row = await findTransfer(tx, id, true)
      const where = STEP_STORE[name]
      if (where === 'either') await assertEitherStore(tx, actor, row)
      else await assertStoreAccess(tx, actor, where === 'from' ? row.from_store_id : row.to_store_id)
      if (!STEP_FROM[name].includes(row.status)) {
        throw new AppError('CONFLICT', `This transfer is ${row.status}; it cannot be ${STEP_AUDIT[name]}.`, {
          status: row.status,
        })
      }
      const before = await present(tx, row)
      const changes = await move(tx, ctx, row)
      const [updated] = await tx
        .update(stockTransfers)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(stockTransfers.id, id))
        .returning()
      if (!updated) throw notFound(RESOURCE, id)
      announce(ctx, updated)
      return { id, document: await present(tx, updated), before }
    },
  )
}

export const approveTransfer = (db: Db, actor: Actor, id: number, options: WriteOptions) =>
  step(db, actor, id, 'approve', options, async (_tx, ctx) => ({
    status: 'approved',
    approved_by: ctx.actor.id,
    approved_at: sql`now()`,
  }))

export const cancelTransfer = (db: Db, actor: Actor, id: number, options: WriteOptions) =>
  step(db, actor, id, 'cancel', options, async (_tx, ctx) => ({
    status: 'cancelled',
    cancelled_by: ctx.actor.id,
    cancelled_at: sql`now()`,
  }))
