// The counted sales of a report's scope and the sums read from them, shared by every report on sales.
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { COUNTED_SALE, inDays, inOrderIds, inStores, type ReportScope } from './report-scope.ts'
import type { Row } from './report-table.ts'

/** The counted sales of the scope, as `o`. */
export const salesWhere = (scope: ReportScope) =>
  sql`${COUNTED_SALE} and ${inDays(scope, sql`o.created_at`)} and ${inStores(scope, sql`o.store_id`)}`

/** The counted sales' lines (`l`) or payments (`p`): their order id bounded first, so an index range serves them. */
export const salesRowsWhere = (scope: ReportScope, orderId: SQL) =>
  sql`${inOrderIds(scope, orderId)} and ${salesWhere(scope)}`

/** A line's amount in riel at its order's rate, half up: the KHR of a product or category figure. */
export const lineKhr = (cents: SQL) => sql`round(${cents} * o.rate / 100)`

export const orderFigures = sql`count(*) as orders,
  coalesce(sum(o.total_usd), 0) as total_usd,
  coalesce(sum(o.total_khr), 0) as total_khr,
  coalesce(sum(o.discount_usd), 0) as discount_usd,
  coalesce(sum(o.vat_usd), 0) as vat_usd,
  round(avg(o.total_usd)) as average_usd`

export const run = async (db: Db, query: SQL) => rowsOf<Row>(await db.execute(query))

/** Payment rows of the counted sales (not their refunds) and the refunds of returns dated in the period. */
export function tenderQuery(scope: ReportScope) {
  return sql`with money as (
      select p.method, p.currency, p.amount, p.amount_khr, p.kind
      from order_payments p join orders o on o.id = p.order_id
      where ${salesRowsWhere(scope, sql`p.order_id`)} and p.kind <> 'refund'
      union all
      select p.method, p.currency, p.amount, p.amount_khr, p.kind
      from order_payments p join order_returns r on r.id = p.return_id
      where p.kind = 'refund' and r.kind = 'return'
        and ${inDays(scope, sql`r.created_at`)} and ${inStores(scope, sql`r.store_id`)}
    )
    select method, currency, count(*) filter (where kind in ('tender', 'payment')) as payments,
      sum(amount) as amount, sum(amount_khr) as amount_khr
    from money group by method, currency order by method, currency`
}
