// The sales reports: by period, store, cashier, product, category, brand and tender; discounts, returns, heatmap.
import { SALES_REPORTS, TENDER_WORDS } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import { SHOP_ZONE_SQL } from '../../kernel/shop-day.ts'
import { inDays, inStores, type ReportScope, withOrderIds } from './report-scope.ts'
import { ordersDrill, type Report, type Runner, type TotalsRunner } from './report-table.ts'
import { lineKhr, orderFigures, run, salesRowsWhere, salesWhere, tenderQuery } from './sales-figures.ts'

const GROUPS = { day: 'day', week: 'week', month: 'month' } as const

const byPeriod: Runner = async (db, scope) => {
  const unit = sql.raw(`'${GROUPS[scope.group]}'`)
  const rows = await run(
    db,
    sql`select to_char(date_trunc(${unit}, o.created_at at time zone ${SHOP_ZONE_SQL}), 'YYYY-MM-DD') as period,
      ${orderFigures} from orders o where ${salesWhere(scope)} group by 1 order by 1`,
  )
  return { rows, drill: rows.map((row) => ordersDrill(scope, {}, periodDays(scope, String(row.period)))) }
}

/** The days a period row covers, clipped to the report's range. */
function periodDays(scope: ReportScope, start: string) {
  const next = new Date(`${start}T00:00:00Z`)
  if (scope.group === 'day') next.setUTCDate(next.getUTCDate() + 1)
  if (scope.group === 'week') next.setUTCDate(next.getUTCDate() + 7)
  if (scope.group === 'month') next.setUTCMonth(next.getUTCMonth() + 1)
  next.setUTCDate(next.getUTCDate() - 1)
  const end = next.toISOString().slice(0, 10)
  // Days as YYYY-MM-DD sort as text: the later start and the earlier end.
  return { from: [start, scope.from].sort()[1] as string, to: [end, scope.to].sort()[0] as string }
}

const byStore: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select s.id as store_id, s.name_en as store, s.name_kh as store_km, ${orderFigures}
      from orders o join stores s on s.id = o.store_id where ${salesWhere(scope)}
      group by s.id order by total_usd desc`,
  )
  return { rows, drill: rows.map((row) => ordersDrill({ ...scope, storeId: Number(row.store_id) })) }
}

const byCashier: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select u.id as cashier_id, u.name as cashier, ${orderFigures}
      from orders o left join users u on u.id = o.cashier_id where ${salesWhere(scope)}
      group by u.id order by total_usd desc`,
  )
  return { rows, drill: rows.map((row) => ordersDrill(scope, { cashier_id: row.cashier_id })) }
}

const lineFigures = sql`coalesce(sum(l.quantity), 0) as quantity,
  coalesce(sum(l.amount_usd), 0) as amount_usd,
  coalesce(sum(${lineKhr(sql`l.amount_usd`)}), 0) as amount_khr,
  coalesce(sum(l.line_discount_usd + l.order_discount_usd), 0) as discount_usd`

/**
 * Lines of counted sales grouped by `key` (through `join`), named after the aggregate (`label` from `labelJoin`
 * on `g.key`), the biggest first, with totals over every group, not only the ones shown.
 */
function byLines(key: SQL, join: SQL, label: SQL, labelJoin: SQL): Runner {
  return async (db, unread) => {
    const scope = await withOrderIds(db, unread)
    const rows = await run(
      db,
      sql`with grouped as (
          select ${key} as key, ${lineFigures}
          from order_lines l join orders o on o.id = l.order_id ${join}
          where ${salesRowsWhere(scope, sql`l.order_id`)} group by 1
        )
        select g.*, ${label},
          sum(g.quantity) over () as t_quantity, sum(g.amount_usd) over () as t_amount_usd,
          sum(g.amount_khr) over () as t_amount_khr, sum(g.discount_usd) over () as t_discount_usd
        from grouped g ${labelJoin} order by g.amount_usd desc, g.key limit ${scope.limit}`,
    )
    const first = rows[0]
    const totals = {
      quantity: Number(first?.t_quantity ?? 0),
      amount_usd: Number(first?.t_amount_usd ?? 0),
      amount_khr: Number(first?.t_amount_khr ?? 0),
      discount_usd: Number(first?.t_discount_usd ?? 0),
    }
    for (const row of rows) for (const k of Object.keys(totals)) delete row[`t_${k}`]
    return { rows, totals }
  }
}

/**
 * The line reports' totals alone (the previous period beside them): the same sums as the window totals of
 * `byLines`, over every line of the counted sales (each line has one product, so no group is lost), in one sum.
 */
const lineTotals: TotalsRunner = async (db, unread) => {
  const scope = await withOrderIds(db, unread)
  const [row] = await run(
    db,
    sql`select ${lineFigures} from order_lines l join orders o on o.id = l.order_id
      where ${salesRowsWhere(scope, sql`l.order_id`)}`,
  )
  return {
    quantity: Number(row?.quantity ?? 0),
    amount_usd: Number(row?.amount_usd ?? 0),
    amount_khr: Number(row?.amount_khr ?? 0),
    discount_usd: Number(row?.discount_usd ?? 0),
  }
}
const LINE_REPORTS = new Set(['by-product', 'by-category', 'by-brand'])

const withProduct = sql`join products p on p.id = l.product_id`
const byProduct = byLines(
  sql`l.product_id`,
  sql``,
  sql`p.sku, p.name_en as product, p.name_kh as product_kh, p.name_kh as product_km`,
  sql`join products p on p.id = g.key`,
)
const byCategory = byLines(
  sql`p.category_id`,
  withProduct,
  sql`coalesce(c.name_en, '—') as category, c.name_kh as category_km`,
  sql`left join categories c on c.id = g.key`,
)
const byBrand = byLines(
  sql`p.brand_id`,
  withProduct,
  sql`coalesce(b.name_en, '—') as brand, b.name_kh as brand_km`,
  sql`left join brands b on b.id = g.key`,
)

/**
 * The amount in its own currency shown as dollars or as riel, never cents read as a number; the chart names
 * each slice by tender and currency ("Cash (KHR)"), as cash comes in both.
 */
const byTender: Runner = async (db, scope) => ({
  rows: (await run(db, tenderQuery(await withOrderIds(db, scope)))).map((row) => {
    const amount = Number(row.amount)
    const words = TENDER_WORDS[String(row.method)]
    return {
      ...row,
      tender: `${row.method} (${row.currency})`,
      tender_en: `${words?.en ?? row.method} (${row.currency})`,
      tender_km: `${words?.km ?? row.method} (${row.currency})`,
      amount,
      amount_usd: row.currency === 'USD' ? amount : null,
      amount_riel: row.currency === 'KHR' ? amount : null,
    }
  }),
})

const discountsGiven: Runner = async (db, unread) => {
  const scope = await withOrderIds(db, unread)
  const rows = await run(
    db,
    sql`with given as (
        select l.discount_id, l.line_discount_usd as amount, o.rate from order_lines l
          join orders o on o.id = l.order_id where ${salesRowsWhere(scope, sql`l.order_id`)} and l.line_discount_usd <> 0
        union all
        select o.discount_id, l.order_discount_usd, o.rate from order_lines l
          join orders o on o.id = l.order_id where ${salesRowsWhere(scope, sql`l.order_id`)} and l.order_discount_usd <> 0
      )
      select g.discount_id, coalesce(d.name_en, '—') as discount, d.name_kh as discount_km, count(*) as lines,
        sum(g.amount) as discount_usd, sum(round(g.amount * g.rate / 100)) as discount_khr
      from given g left join discounts d on d.id = g.discount_id
      group by g.discount_id, d.name_en, d.name_kh order by discount_usd desc`,
  )
  return { rows }
}

const returns: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select r.kind, coalesce(r.reason, '') as reason, count(*) as notes,
        sum(r.total_usd) as total_usd, sum(r.total_khr) as total_khr
      from order_returns r
      where ${inDays(scope, sql`r.created_at`)} and ${inStores(scope, sql`r.store_id`)}
      group by r.kind, r.reason order by r.kind, total_usd desc`,
  )
  return { rows }
}

const heatmap: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select extract(isodow from o.created_at at time zone ${SHOP_ZONE_SQL})::int as weekday,
        extract(hour from o.created_at at time zone ${SHOP_ZONE_SQL})::int as hour,
        count(*) as orders, sum(o.total_usd) as total_usd, sum(o.total_khr) as total_khr
      from orders o where ${salesWhere(scope)} group by 1, 2 order by 1, 2`,
  )
  return { rows }
}

const RUNNERS: Record<string, Runner> = {
  'by-period': byPeriod,
  'by-store': byStore,
  'by-cashier': byCashier,
  'by-product': byProduct,
  'by-category': byCategory,
  'by-brand': byBrand,
  'by-tender': byTender,
  discounts: discountsGiven,
  returns,
  heatmap,
}

export const SALES: Report[] = SALES_REPORTS.map((definition) => ({
  area: 'sales',
  definition,
  run: RUNNERS[definition.name] as Runner,
  compare: true,
  totals: LINE_REPORTS.has(definition.name) ? lineTotals : undefined,
}))
