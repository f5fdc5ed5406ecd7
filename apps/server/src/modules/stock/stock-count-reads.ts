// A stock count as the API answers it: its lines with their differences and values, totals and people's names.
import type { StockCount } from '@sms/contract'
import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { lots, products, stockCountLines, stockCounts } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { withIsoDates } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { nameOrder, readerPrefersKhmer } from '../../lib/khmer-sort.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'

export type CountRow = typeof stockCounts.$inferSelect

export const RESOURCE = 'stock-counts'

/** A numeric or bigint expression read as the JSON number the contract promises (null stays null). */
const asNumber = (value: SQL) => sql<number | null>`${value}`.mapWith((v) => (v === null ? null : Number(v)))

export const difference = sql`${stockCountLines.counted_quantity} - ${stockCountLines.expected_quantity}`

/** Who started, posted or cancelled the count: every `*_by` is answered with its `*_by_name`. */
export const COUNT_PEOPLE = ['created_by', 'posted_by', 'cancelled_by'] as const
type Summary = Omit<StockCount, 'lines' | 'totals'>
type Row = Omit<Summary, `${(typeof COUNT_PEOPLE)[number]}_name`>
type Line = Omit<StockCount['lines'][number], 'counted_by_name'>

/** A count and its lines, in the reader's name order: a Khmer reader walks the shelves by Khmer name. */
export async function present(db: Db, row: CountRow, khmerReader = false): Promise<StockCount> {
  const lines = await db
    .select({
      id: stockCountLines.id,
      product_id: stockCountLines.product_id,
      product_name_en: products.name_en,
      product_name_kh: products.name_kh,
      sku: products.sku,
      barcode: products.barcode,
      lot_id: stockCountLines.lot_id,
      lot_number: lots.lot_number,
      expiry_date: sql<string | null>`coalesce(${lots.expiry_date}, ${products.expiry_date})::text`,
      expected_quantity: stockCountLines.expected_quantity,
      counted_quantity: stockCountLines.counted_quantity,
      difference: asNumber(difference),
      unit_cost_usd: stockCountLines.unit_cost_usd,
      difference_value_usd: asNumber(sql`round((${difference}) * ${stockCountLines.unit_cost_usd})`),
      counted_by: stockCountLines.counted_by,
      counted_at: stockCountLines.counted_at,
    })
    .from(stockCountLines)
    .innerJoin(products, eq(products.id, stockCountLines.product_id))
    .leftJoin(lots, eq(lots.id, stockCountLines.lot_id))
    .where(eq(stockCountLines.count_id, row.id))
    .orderBy(
      nameOrder(khmerReader, products.name_kh_sort_key, products.name_en),
      asc(products.id),
      asc(lots.expiry_date),
      asc(stockCountLines.id),
    )
  // The total is rounded once, over exact decimals, as adjustments value theirs.
  const [totals] = await db
    .select({
      lines: sql<number>`count(*)`.mapWith(Number),
      counted: sql<number>`count(${stockCountLines.counted_quantity})`.mapWith(Number),
      difference_value_usd:
        sql<number>`coalesce(round(sum((${difference}) * ${stockCountLines.unit_cost_usd})), 0)`.mapWith(
          Number,
        ),
    })
    .from(stockCountLines)
    .where(eq(stockCountLines.count_id, row.id))
  const [named] = await withUserNames(db, [withIsoDates<Row>(row)], COUNT_PEOPLE)
  return {
    ...(named as Summary),
    lines: await withUserNames(db, lines.map(withIsoDates<Line>), ['counted_by'] as const),
    totals: totals ?? { lines: 0, counted: 0, difference_value_usd: 0 },
  }
}

export const findCount = (db: Db, id: number, lock = false) =>
  findById(db, stockCounts, id, { resource: RESOURCE, lock })

export async function getCount(db: Db, actor: Actor, id: number, acceptLanguage?: string) {
  const row = await findCount(db, id)
  await assertStoreAccess(db, actor, row.store_id)
  return { data: await present(db, row, readerPrefersKhmer(acceptLanguage)) }
}
