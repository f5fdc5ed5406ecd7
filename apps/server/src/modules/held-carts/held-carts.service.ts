import type { HeldCart, heldCartInputSchema } from '@sms/contract'
import { count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { checkLive, liveIds } from '../../db/live-records.ts'
import { customers, discounts, heldCarts, products, stores } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'

type HeldCartInput = z.output<typeof heldCartInputSchema>
type HeldCartRow = typeof heldCarts.$inferSelect
const RESOURCE = 'held-carts'

/** A held cart is a sale not yet paid: it reserves nothing and its payment status is always `onhold`. */
const present = (row: HeldCartRow): HeldCart => ({
  id: row.id,
  store_id: row.store_id,
  name: row.name,
  customer_id: row.customer_id,
  discount_id: row.discount_id,
  lines: row.lines as HeldCart['lines'],
  note: row.note,
  payment_status: 'onhold',
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
})

/** Every till of the store learns the new number of held carts. */
async function announce(tx: Db, ctx: DocumentContext, row: HeldCartRow, action: 'held' | 'discarded') {
  const [held] = await tx
    .select({ count: count() })
    .from(heldCarts)
    .where(eq(heldCarts.store_id, row.store_id))
  ctx.emit({ type: 'held-cart.changed', id: row.id, store_id: row.store_id, action, count: held?.count ?? 0 })
}

/** The store, customer, discount and products a cart names exist; the prices are taken at checkout, not here. */
async function checkReferences(tx: Db, input: HeldCartInput) {
  const errors: Record<string, string[]> = {}
  await checkLive(tx, errors, 'store_id', stores, input.store_id)
  await checkLive(tx, errors, 'customer_id', customers, input.customer_id)
  await checkLive(tx, errors, 'discount_id', discounts, input.discount_id)
  const known = await liveIds(
    tx,
    products,
    input.lines.map((line) => line.product_id),
  )
  input.lines.forEach((line, i) => {
    if (!known.has(line.product_id)) errors[`lines.${i}.product_id`] = ['not_found']
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

/** Parks a cart at a store the actor works in. */
export async function holdCart(db: Db, actor: Actor, input: HeldCartInput, options: WriteOptions) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'created', status: 201 },
    async (tx, ctx) => {
      await checkReferences(tx, input)
      const [row] = await tx
        .insert(heldCarts)
        .values({
          store_id: input.store_id,
          name: input.name,
          customer_id: input.customer_id ?? null,
          discount_id: input.discount_id ?? null,
          lines: input.lines,
          note: input.note ?? null,
          created_by: actor.id,
        })
        .returning()
      if (!row) throw new Error('held cart insert returned nothing')
      await announce(tx, ctx, row, 'held')
      return { id: row.id, document: present(row) }
    },
  )
}

/** The store's held carts, newest first: any till of the store may resume one. */
export async function listHeldCarts(db: Db, actor: Actor, storeId: number) {
  await assertStoreAccess(db, actor, storeId)
  const rows = await db
    .select()
    .from(heldCarts)
    .where(eq(heldCarts.store_id, storeId))
    .orderBy(desc(heldCarts.created_at), desc(heldCarts.id))
  return { data: rows.map(present) }
}

async function findCart(db: Db, actor: Actor, id: number, lock = false) {
  const row = await findById(db, heldCarts, id, { resource: RESOURCE, lock })
  await assertStoreAccess(db, actor, row.store_id)
  return row
}

export async function getHeldCart(db: Db, actor: Actor, id: number) {
  return { data: present(await findCart(db, actor, id)) }
}

/**
 * Discards a held cart; resuming is reading it and then discarding it, so two tills resuming the same cart
 * cannot both take it: the second gets 404.
 */
export async function discardHeldCart(db: Db, actor: Actor, id: number, options: WriteOptions) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'deleted', status: 200 },
    async (tx, ctx) => {
      const row = await findCart(tx, actor, id, true)
      await tx.delete(heldCarts).where(eq(heldCarts.id, row.id))
      await announce(tx, ctx, row, 'discarded')
      return { id: row.id, document: present(row), before: present(row) }
    },
  )
}
