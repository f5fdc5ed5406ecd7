import type {
  StockTransfer,
  stockTransferInputSchema,
  stockTransferReceiveSchema,
  TransferStatus,
} from '@sms/contract'
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
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'
import { allocateLots } from './fefo.ts'
import { fromMilli, toMilli } from './quantities.ts'
import { lockStockLevels, postMovements } from './stock-ledger.ts'
import { withIsoDates } from './stock-lists.ts'
import { assertStoreAccess } from './store-access.ts'
import { withUserNames } from './user-names.ts'

type TransferInput = z.output<typeof stockTransferInputSchema>
type ReceiveInput = z.output<typeof stockTransferReceiveSchema>
type TransferRow = typeof stockTransfers.$inferSelect

const RESOURCE = 'stock-transfers'
/** How movements name the document that caused them. */
const DOCUMENT_TYPE = 'stock-transfer'

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

async function findTransfer(db: Db, id: number, lock = false) {
  const query = db.select().from(stockTransfers).where(eq(stockTransfers.id, id))
  const [row] = await (lock ? query.for('update') : query)
  if (!row) throw notFound(RESOURCE, id)
  return row
}

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
function step(
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

/**
 * Takes every line out of the source, first expiry first, as `transfer_out` movements; each lot taken is an
 * item, so the destination later receives the same lots. Both stores' levels are locked (in the one fixed
 * order): the source's to move them, the destination's so its level and lot rows exist and show the goods
 * in transit (the on-hand view lists in_transit on the destination's rows).
 */
export const dispatchTransfer = (db: Db, actor: Actor, id: number, options: WriteOptions) =>
  step(db, actor, id, 'dispatch', options, async (tx, ctx, transfer) => {
    const lines = await tx
      .select()
      .from(stockTransferLines)
      .where(eq(stockTransferLines.transfer_id, id))
      .orderBy(asc(stockTransferLines.id))
    await lockStockLevels(
      tx,
      lines.flatMap((line) => [
        { store_id: transfer.from_store_id, product_id: line.product_id },
        { store_id: transfer.to_store_id, product_id: line.product_id },
      ]),
    )
    const items = []
    for (const line of lines) {
      const taken = await allocateLots(tx, {
        store_id: transfer.from_store_id,
        product_id: line.product_id,
        quantity: line.quantity,
      })
      items.push(
        ...taken.map((lot) => ({ transfer_id: id, line_id: line.id, product_id: line.product_id, ...lot })),
      )
    }
    await tx.insert(stockTransferItems).values(items)
    await tx
      .update(stockTransferLines)
      .set({ dispatched_quantity: sql`${stockTransferLines.quantity}` })
      .where(eq(stockTransferLines.transfer_id, id))
    await postMovements(
      tx,
      ctx,
      items.map((item) => ({
        store_id: transfer.from_store_id,
        product_id: item.product_id,
        lot_id: item.lot_id,
        quantity: -item.quantity,
        kind: 'transfer_out' as const,
        reason: null,
        document_type: DOCUMENT_TYPE,
        document_id: id,
      })),
    )
    const lotItems = items.filter((item) => item.lot_id !== null)
    if (lotItems.length > 0) {
      await tx.execute(sql`
          insert into stock_lot_levels (store_id, lot_id, product_id)
          values ${sql.join(
            lotItems.map((item) => sql`(${transfer.to_store_id}, ${item.lot_id}, ${item.product_id})`),
            sql`, `,
          )}
          on conflict do nothing`)
    }
    return { status: 'in_transit', dispatched_by: ctx.actor.id, dispatched_at: sql`now()` }
  })

type ItemRow = typeof stockTransferItems.$inferSelect

/**
 * Spreads what arrived of one line over the lots it left as: each lot up to what was sent, in the order they
 * were taken (first expiry first), so a shortfall falls on the last lots and an excess on the last lot.
 */
function spreadOverLots(items: ItemRow[], received: number) {
  let left = toMilli(received)
  const spread = items.map((item, i) => {
    const isLast = i === items.length - 1
    const share = isLast ? left : Math.min(toMilli(item.quantity), left)
    left -= share
    return { id: item.id, item, received: fromMilli(share) }
  })
  return spread
}

/** `values (id, quantity), …` as a table to update many rows in one statement. */
const valuesOf = (rows: { id: number; quantity: number }[]) =>
  sql.join(
    rows.map((row) => sql`(${row.id}::integer, ${row.quantity}::numeric)`),
    sql`, `,
  )

/**
 * Puts into the destination what actually arrived, per product, as `transfer_in` movements of the same lots.
 * Every line is named once (0 when nothing came); received − dispatched is the line's difference (short or
 * over), kept on the transfer. What went missing stays out of both stores' stock, and the ledger shows where.
 */
export const receiveTransfer = (
  db: Db,
  actor: Actor,
  id: number,
  input: ReceiveInput,
  options: WriteOptions,
) =>
  step(db, actor, id, 'receive', options, async (tx, ctx, transfer) => {
    const lines = await tx
      .select()
      .from(stockTransferLines)
      .where(eq(stockTransferLines.transfer_id, id))
      .orderBy(asc(stockTransferLines.id))
    const received = new Map(input.lines.map((line) => [line.product_id, line.quantity]))
    const errors: Record<string, string[]> = {}
    const onTransfer = new Set(lines.map((line) => line.product_id))
    input.lines.forEach((line, i) => {
      if (!onTransfer.has(line.product_id)) errors[`lines.${i}.product_id`] = ['not_in_transfer']
    })
    if (lines.some((line) => !received.has(line.product_id))) errors.lines = ['incomplete']
    if (Object.keys(errors).length > 0) throw fieldErrors(errors)

    await lockStockLevels(
      tx,
      lines.map((line) => ({ store_id: transfer.to_store_id, product_id: line.product_id })),
    )
    const items = await tx
      .select()
      .from(stockTransferItems)
      .where(eq(stockTransferItems.transfer_id, id))
      .orderBy(asc(stockTransferItems.id))
    const spread = lines.flatMap((line) =>
      spreadOverLots(
        items.filter((item) => item.line_id === line.id),
        received.get(line.product_id) ?? 0,
      ),
    )
    await tx.execute(sql`
      update stock_transfer_lines l set received_quantity = v.quantity
      from (values ${valuesOf(lines.map((line) => ({ id: line.id, quantity: received.get(line.product_id) ?? 0 })))}) v(id, quantity)
      where l.id = v.id`)
    await tx.execute(sql`
      update stock_transfer_items i set received_quantity = v.quantity
      from (values ${valuesOf(spread.map((s) => ({ id: s.id, quantity: s.received })))}) v(id, quantity)
      where i.id = v.id`)
    await postMovements(
      tx,
      ctx,
      spread
        .filter((s) => s.received !== 0)
        .map(({ item, received: quantity }) => ({
          store_id: transfer.to_store_id,
          product_id: item.product_id,
          lot_id: item.lot_id,
          quantity,
          kind: 'transfer_in' as const,
          reason: null,
          document_type: DOCUMENT_TYPE,
          document_id: id,
        })),
    )
    return { status: 'received', received_by: ctx.actor.id, received_at: sql`now()` }
  })
