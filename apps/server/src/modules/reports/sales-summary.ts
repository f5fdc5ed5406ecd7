// The sales summary (the summary route, the dashboard's tiles) and the dashboard's best products and categories.
import type { SalesSummary } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { inDays, inStores, type ReportScope, withOrderIds } from './report-scope.ts'
import { orderFigures, run, salesRowsWhere, salesWhere, tenderQuery } from './sales-figures.ts'

/**
 * The summary the issue names. Money per tender is each counted sale's payment rows (tenders less change and
 * cash rounding, in the row's own currency) plus the refunds dated in the period.
 */
export async function salesSummary(db: Db, scope: ReportScope): Promise<SalesSummary> {
  return (await summaryAndTenders(db, scope)).summary
}

/** The summary and the tender rows behind its `by_tender` (the by-tender report's rows; the dashboard's mix). */
export async function summaryAndTenders(db: Db, scope: ReportScope) {
  const [[sold], [returned], tenders] = await Promise.all([
    run(db, sql`select ${orderFigures} from orders o where ${salesWhere(scope)}`),
    run(
      db,
      sql`select coalesce(sum(r.total_usd), 0) as returns_usd from order_returns r
      where r.kind = 'return' and ${inDays(scope, sql`r.created_at`)} and ${inStores(scope, sql`r.store_id`)}`,
    ),
    withOrderIds(db, scope).then((ids) => run(db, tenderQuery(ids))),
  ])
  const total_usd = Number(sold?.total_usd ?? 0)
  const returns_usd = Number(returned?.returns_usd ?? 0)
  const summary: SalesSummary = {
    orders: Number(sold?.orders ?? 0),
    total_usd,
    total_khr: Number(sold?.total_khr ?? 0),
    discount_usd: Number(sold?.discount_usd ?? 0),
    vat_usd: Number(sold?.vat_usd ?? 0),
    returns_usd,
    net_usd: total_usd - returns_usd,
    by_tender: tenders.map((row) => ({
      method: row.method as SalesSummary['by_tender'][number]['method'],
      currency: row.currency as SalesSummary['by_tender'][number]['currency'],
      amount: Number(row.amount),
    })),
  }
  return { summary, tenders }
}

/**
 * The five best products and the five best categories of the period from ONE scan of its lines, with the
 * by-product and by-category reports' figures and order (amount, then id): a category's amount is the sum of its
 * products'. The dashboard's tiles; the test holds them to the two reports.
 */
export async function topProductsAndCategories(db: Db, unread: ReportScope) {
  const scope = await withOrderIds(db, unread)
  return rowsOf<{ kind: 'product' | 'category'; name: string; name_km: string | null; amount_usd: unknown }>(
    await db.execute(sql`with per_product as materialized (
        select l.product_id, sum(l.amount_usd) as amount_usd
        from order_lines l join orders o on o.id = l.order_id
        where ${salesRowsWhere(scope, sql`l.order_id`)} group by 1
      ), top_products as (
        select 'product' as kind, p.name_en as name, p.name_kh as name_km, g.amount_usd,
          row_number() over (order by g.amount_usd desc, g.product_id) as n
        from per_product g join products p on p.id = g.product_id
        order by n limit 5
      ), top_categories as (
        select 'category' as kind, coalesce(c.name_en, '—') as name, c.name_kh as name_km,
          sum(g.amount_usd) as amount_usd,
          row_number() over (order by sum(g.amount_usd) desc, p.category_id) as n
        from per_product g join products p on p.id = g.product_id left join categories c on c.id = p.category_id
        group by p.category_id, c.name_en, c.name_kh
        order by n limit 5
      )
      select kind, name, name_km, amount_usd from (
        select * from top_products union all select * from top_categories
      ) x order by kind desc, n`),
  )
}
