import {
  type ExpiredStock,
  expiredStockResource,
  type stockAdjustmentInputSchema,
  type writeOffInputSchema,
} from '@sms/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, date, integer, numeric, pgView, text } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import type { ListRequest } from '../../kernel/list-page.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { shopTodaySql } from '../../kernel/shop-day.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { assertStoreAccess, listInStores } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { WriteOptions } from '../documents/document.ts'
import { createAdjustment } from './stock-adjustments.service.ts'
import { expiringStock } from './stock-alerts.ts'

/**
 * The columns of the expired-stock list, computed per request by the `WITH expired_stock` query below (the
 * window is a parameter), not kept as a database view: `.existing()`, no migration creates it.
 */
const expiredView = pgView('expired_stock', {
  store_id: integer('store_id').notNull(),
  product_id: integer('product_id').notNull(),
  category_id: integer('category_id'),
  product_name_en: text('product_name_en').notNull(),
  product_name_kh: text('product_name_kh'),
  sku: text('sku').notNull(),
  barcode: text('barcode'),
  lot_id: integer('lot_id'),
  lot_number: text('lot_number'),
  expiry_date: date('expiry_date').notNull(),
  days_left: integer('days_left').notNull(),
  is_expired: boolean('is_expired').notNull(),
  on_hand: numeric('on_hand', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  cost_usd: bigint('cost_usd', { mode: 'number' }),
  value_usd: bigint('value_usd', { mode: 'number' }).notNull(),
}).existing()

/** Stock past its expiry date (the day after it, in the shop's calendar) or expiring within `days`. */
const expiredQuery = (db: Db, days: number) =>
  db.$with('expired_stock', {}).as(sql`
    select e.store_id, e.product_id, p.category_id, p.name_en as product_name_en, p.name_kh as product_name_kh,
      p.sku, p.barcode, e.lot_id, e.lot_number, e.expiry_date,
      (e.expiry_date - ${shopTodaySql}) as days_left, e.expiry_date < ${shopTodaySql} as is_expired,
      e.on_hand, p.cost_usd, round(e.on_hand * coalesce(p.cost_usd, 0))::bigint as value_usd
    from (${expiringStock(days)}) e
    join products p on p.id = e.product_id`)

export const listExpired = (db: Db, actor: Actor, request: ListRequest, withinDays: number) =>
  listInStores(db, actor, {
    source: expiredView,
    contract: expiredStockResource,
    request,
    present: (rows) => rows as ExpiredStock[],
    rowKey: ['store_id', 'product_id', 'lot_id'],
    cte: expiredQuery(db, withinDays),
  })

type WriteOff = z.output<typeof writeOffInputSchema>
type Held = {
  product_id: number
  lot_id: number | null
  is_lot_tracked: boolean
  lot_number: string | null
  on_hand: string | null
}

/**
 * Each named item with what the store holds of it now (null when nothing): a lot of a lot-tracked product, or
 * a product that has no lots.
 */
async function heldNow(db: Db, input: WriteOff) {
  const items = sql.join(
    input.items.map((item) => sql`(${item.product_id}::integer, ${item.lot_id}::integer)`),
    sql`, `,
  )
  return rowsOf<Held>(
    await db.execute(sql`
      with item (product_id, lot_id) as (values ${items})
      select item.product_id, item.lot_id, p.is_lot_tracked, lt.lot_number,
        case when coalesce(ll.on_hand, l.on_hand) > 0 then coalesce(ll.on_hand, l.on_hand)::text end as on_hand
      from item
      join products p on p.id = item.product_id and p.deleted_at is null
      left join lots lt on lt.id = item.lot_id and lt.product_id = item.product_id
      left join stock_lot_levels ll on ll.store_id = ${input.store_id} and ll.lot_id = lt.id and p.is_lot_tracked
      left join stock_levels l on l.store_id = ${input.store_id} and l.product_id = item.product_id
        and item.lot_id is null and not p.is_lot_tracked`),
  )
}

/**
 * Writes off everything the store holds of the named lots and products as one `expired` adjustment, through
 * the adjustment service, so the store's approval rule applies (it may wait as `pending`). An item with
 * nothing on hand, a lot of another product, or a lot missing or given where it does not belong is refused.
 */
export async function writeOffExpired(db: Db, actor: Actor, input: WriteOff, options: WriteOptions) {
  await assertStoreAccess(db, actor, input.store_id)
  const held = await heldNow(db, input)
  const find = (item: WriteOff['items'][number]) =>
    held.find((row) => row.product_id === item.product_id && row.lot_id === item.lot_id)
  const errors: Record<string, string[]> = {}
  const seen = new Set<string>()
  input.items.forEach((item, i) => {
    const key = `${item.product_id}:${item.lot_id}`
    const row = find(item)
    if (seen.has(key)) errors[`items.${i}.product_id`] = ['duplicate']
    else if (!row) errors[`items.${i}.product_id`] = ['not_found']
    else if (row.is_lot_tracked && item.lot_id === null) errors[`items.${i}.lot_id`] = ['required']
    else if (!row.is_lot_tracked && item.lot_id !== null) errors[`items.${i}.lot_id`] = ['mismatch']
    else if (item.lot_id !== null && row.lot_number === null) errors[`items.${i}.lot_id`] = ['not_found']
    else if (row.on_hand === null) errors[`items.${i}.product_id`] = ['no_stock']
    seen.add(key)
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const adjustment: z.output<typeof stockAdjustmentInputSchema> = {
    store_id: input.store_id,
    reason: 'expired',
    note: input.note,
    lines: input.items.map((item) => {
      const row = find(item) as Held
      // numeric(14,3) text: at most 3 decimals, as the contract's quantity requires.
      const quantity = -Number(row.on_hand)
      return { product_id: item.product_id, quantity, lot_number: row.lot_number, expiry_date: null }
    }),
  }
  return createAdjustment(db, actor, adjustment, options)
}
