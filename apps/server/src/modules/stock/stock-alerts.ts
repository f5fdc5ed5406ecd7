import { inArray, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { notifications } from '../../db/schema/index.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { shopTodaySql } from '../../kernel/shop-day.ts'
import { holdersIn, holdersOf } from '../access/who-may.ts'
import type { DocumentContext } from '../documents/document.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { presentNotification } from '../notifications/notifications.service.ts'
import { expiryWarningDays } from '../settings/settings.service.ts'

/**
 * Stock alerts are notification rows (the notifications module reads and pushes them): one per user who may see
 * the store's stock, i.e. who holds `stocks.list` and works in the store, or is an administrator (holds every
 * permission, decision 0008). Rows carry the kind and params, never text, so each reader sees their language.
 */

type Inserted = { id: number }

/** The recipients of an alert about store `a.store_id`: who may see that store's stock. */
const holders = holdersOf('stocks.list')
const toRecipients = holdersIn(sql`a.store_id`)

/** The rows as the notifications API shows them (read back typed: raw SQL answers carry dates as text). */
async function created(tx: Db, inserted: Inserted[]): Promise<DocumentEvent[]> {
  if (inserted.length === 0) return []
  const ids = inserted.map((row) => row.id)
  const rows = await tx.select().from(notifications).where(inArray(notifications.id, ids))
  return rows.map((row) => ({
    type: 'notification.created',
    user_id: row.user_id,
    ...presentNotification(row),
  }))
}

/** A product level a document just lowered, with the on-hand quantities before and after (decimal text). */
export type LoweredLevel = { store_id: number; product_id: number; before: string; after: string }

/**
 * Records a `low_stock` notification for each level that went from above its threshold (the store's own, else
 * the product's) to at or below it. A level already low that drops further records nothing, so a busy till
 * does not flood anyone; once refilled above the threshold, the next crossing alerts again. Runs in the
 * document's transaction: the alert exists exactly when the movement does.
 */
export async function recordLowStockAlerts(tx: Db, ctx: DocumentContext, levels: LoweredLevel[]) {
  if (levels.length === 0) return
  const lowered = sql.join(
    levels.map(
      (l) =>
        sql`(${l.store_id}::integer, ${l.product_id}::integer, ${l.before}::numeric, ${l.after}::numeric)`,
    ),
    sql`, `,
  )
  const rows = rowsOf<Inserted>(
    await tx.execute(sql`
      with lowered (store_id, product_id, before, after) as (values ${lowered}),
      alerts as (
        select lowered.store_id, lowered.product_id, lowered.after as on_hand, t.threshold,
          p.name_en, p.name_kh, s.name_en as store_name, s.name_kh as store_name_kh
        from lowered
        join stock_levels l on l.store_id = lowered.store_id and l.product_id = lowered.product_id
        join products p on p.id = lowered.product_id
        join stores s on s.id = lowered.store_id
        cross join lateral (select coalesce(l.low_stock_threshold, p.low_stock_threshold) as threshold) t
        where lowered.before > t.threshold and lowered.after <= t.threshold
      ),
      ${holders}
      insert into notifications (user_id, kind, params, store_id, link)
      select h.user_id, 'low_stock',
        jsonb_build_object('product_id', a.product_id, 'product_name', a.name_en, 'product_name_kh', a.name_kh,
          'store_id', a.store_id, 'store_name', a.store_name, 'store_name_kh', a.store_name_kh,
          'on_hand', a.on_hand, 'threshold', a.threshold),
        a.store_id, '/stocks/low?store_id=' || a.store_id
      from alerts a ${toRecipients}
      returning id`),
  )
  for (const event of await created(tx, rows)) ctx.emit(event)
}

/**
 * Stock on hand that is expired or expires within `days`: lots of lot-tracked products, and the products that
 * are not lot-tracked by their own expiry date. One row per store and lot (or product).
 */
export function expiringStock(days: number): SQL {
  return sql`
    select ll.store_id, ll.product_id, ll.lot_id, lt.lot_number, lt.expiry_date, ll.on_hand
    from stock_lot_levels ll
    join lots lt on lt.id = ll.lot_id
    join products p on p.id = ll.product_id and p.is_lot_tracked and p.deleted_at is null
    where ll.on_hand > 0 and lt.expiry_date <= ${shopTodaySql} + ${days}::integer
    union all
    select l.store_id, l.product_id, null::integer, null::text, p.expiry_date, l.on_hand
    from stock_levels l
    join products p on p.id = l.product_id and not p.is_lot_tracked and p.deleted_at is null
    where l.on_hand > 0 and p.expiry_date <= ${shopTodaySql} + ${days}::integer`
}

/**
 * Records an `expiring` notification, once per user, for every lot (or product) and store whose stock has
 * entered the expiry window. The dedupe key names the lot and store (a product's key also names its expiry
 * date, which changes when a new batch arrives), so running this again only adds what is new. One statement.
 */
export async function recordExpiryAlerts(db: Db): Promise<DocumentEvent[]> {
  const days = await expiryWarningDays(db)
  const rows = rowsOf<Inserted>(
    await db.execute(sql`
      with expiring as (${expiringStock(days)}),
      alerts as (
        select e.*, p.name_en, p.name_kh, s.name_en as store_name, s.name_kh as store_name_kh,
          case when e.lot_id is null
            then 'expiring:product:' || e.product_id || ':' || e.expiry_date || ':store:' || e.store_id
            else 'expiring:lot:' || e.lot_id || ':store:' || e.store_id end as dedupe_key
        from expiring e join products p on p.id = e.product_id join stores s on s.id = e.store_id
      ),
      ${holders}
      insert into notifications (user_id, kind, params, store_id, link, dedupe_key)
      select h.user_id, 'expiring',
        jsonb_build_object('product_id', a.product_id, 'product_name', a.name_en, 'product_name_kh', a.name_kh,
          'store_id', a.store_id, 'store_name', a.store_name, 'store_name_kh', a.store_name_kh,
          'lot_id', a.lot_id, 'lot_number', a.lot_number,
          'expiry_date', a.expiry_date::text, 'on_hand', a.on_hand),
        a.store_id, '/products/expired?store_id=' || a.store_id, a.dedupe_key
      from alerts a ${toRecipients}
      on conflict (user_id, dedupe_key) do nothing
      returning id`),
  )
  return created(db, rows)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Expiry alerts at start and then daily; the timer never keeps the process alive and stops with the app. */
export function scheduleExpiryAlerts(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined
  const run = async () => {
    try {
      app.events.publish(await recordExpiryAlerts(app.db))
    } catch (err) {
      app.log.error({ err }, 'recording expiry alerts failed')
    }
  }
  app.addHook('onReady', async () => {
    await run()
    timer = setInterval(run, DAY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
  })
}
