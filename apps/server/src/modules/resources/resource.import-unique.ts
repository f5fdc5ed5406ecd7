import { getTableColumns, inArray } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import type { Input } from './resource.ts'

/** Single-column unique indexes (without a WHERE clause) and unique columns: what one row's value must not repeat. */
export function uniqueFields(table: PgTable): string[] {
  const config = getTableConfig(table)
  const fromIndexes = config.indexes
    .filter((index) => index.config.unique && !index.config.where && index.config.columns.length === 1)
    .map((index) => (index.config.columns[0] as { name?: string } | undefined)?.name)
  const fromColumns = config.columns.filter((column) => column.isUnique).map((column) => column.name)
  return [...new Set([...fromIndexes, ...fromColumns])].filter((name): name is string => Boolean(name))
}

type Duplicate = { index: number; field: string; code: 'duplicate' | 'taken' }

/**
 * Finds values that would break a unique index, so a file answers per-row errors instead of failing on the
 * first conflict: a repeat within the file is `duplicate` (the first occurrence stays valid), a value
 * stored on another record (deleted records included, the index covers them) is `taken`; the record a row
 * updates keeps its own values. The `matchBy` field may not repeat within the file either: two rows would
 * update the same record. Nulls never conflict.
 */
export async function findDuplicates(
  db: Db,
  table: PgTable,
  rows: { values: Input; id?: number }[],
  matchBy: string,
): Promise<Duplicate[]> {
  const found: Duplicate[] = []
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const unique = uniqueFields(table)
  for (const field of new Set([...unique, matchBy])) {
    const column = columns[field]
    if (!column) continue
    const seen = new Map<unknown, number>()
    for (const [index, { values }] of rows.entries()) {
      const value = values[field]
      if (value === null || value === undefined) continue
      if (seen.has(value)) found.push({ index, field, code: 'duplicate' })
      else seen.set(value, index)
    }
    if (!unique.includes(field)) continue
    const values = [...seen.keys()]
    const id = columns.id as PgColumn
    for (let start = 0; start < values.length; start += 5000) {
      const stored = await db
        .select({ id, value: column })
        .from(table)
        .where(inArray(column, values.slice(start, start + 5000)))
      for (const { id: storedId, value } of stored) {
        const index = seen.get(value)
        if (index !== undefined && rows[index]?.id !== storedId) found.push({ index, field, code: 'taken' })
      }
    }
  }
  return found
}
