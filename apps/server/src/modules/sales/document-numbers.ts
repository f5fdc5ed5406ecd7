import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { shopDay } from '../../kernel/shop-day.ts'

/** The kinds of numbered documents and their prefixes (SALES.md: `R-2026-000123`). */
export const DOCUMENT_PREFIXES = {
  receipt: 'R',
  tax_invoice: 'INV',
  credit_note: 'CN',
  /** Back-office (phone, delivery) orders, shop-wide. */
  sales_order: 'SO',
} as const
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES

/** The year in Phnom Penh: a sale at 00:30 on 1 January there belongs to the new year. */
export function shopYear(at: Date = new Date()): number {
  return Number(shopDay(at).slice(0, 4))
}

export const formatNumber = (kind: DocumentKind, year: number, n: number) =>
  `${DOCUMENT_PREFIXES[kind]}-${year}-${String(n).padStart(6, '0')}`

/**
 * The next number of a kind in a scope (the store for receipts) and year, gapless: one upsert raises the
 * counter and leaves its row locked until the caller's transaction ends, so concurrent sales queue for it and a
 * rolled-back sale gives its number back. Call it last in the transaction: the lock is then held the shortest.
 */
export async function nextNumber(tx: Db, kind: DocumentKind, scope: number, year: number): Promise<string> {
  const result = await tx.execute(sql`
    insert into document_numbers (kind, scope, year, last_number) values (${kind}, ${scope}, ${year}, 1)
    on conflict (kind, scope, year) do update set last_number = document_numbers.last_number + 1
    returning last_number`)
  const [row] = (result as unknown as { rows: { last_number: number }[] }).rows
  if (!row) throw new Error('document number upsert returned nothing')
  return formatNumber(kind, year, Number(row.last_number))
}

/**
 * Numbers an order in one statement: `nextNumber`'s upsert, and the order row takes the number it returns.
 * The same lock as `nextNumber`, one round trip fewer at the end of a sale, where every round trip is time
 * other tills of the store wait.
 */
export async function numberOrder(tx: Db, orderId: number, kind: DocumentKind, scope: number, year: number) {
  const result = await tx.execute(sql`
    with next as (
      insert into document_numbers (kind, scope, year, last_number) values (${kind}, ${scope}, ${year}, 1)
      on conflict (kind, scope, year) do update set last_number = document_numbers.last_number + 1
      returning last_number
    )
    -- lpad cuts a longer text: the millionth receipt keeps its seven digits, as formatNumber's padStart does.
    update orders set number = ${`${DOCUMENT_PREFIXES[kind]}-${year}-`}
      || lpad(next.last_number::text, greatest(6, length(next.last_number::text)), '0')
    from next where orders.id = ${orderId}
    returning orders.number`)
  const [row] = (result as unknown as { rows: { number: string }[] }).rows
  if (!row) throw new Error('order numbering returned nothing')
  return row.number
}
