import { ADDRESS_PREFIXES } from '@sms/contract'
import { inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { communes, districts, provinces, villages } from '../../db/schema/index.ts'
import type { Input } from '../resources/resource.ts'

/** Field errors per input row, or the row with its address completed. */
export type AddressResult =
  | { values: Input; errors?: undefined }
  | { values?: undefined; errors: FieldErrors }
type FieldErrors = Record<string, string[]>

/** Each level from the village up: its table and the column naming its parent. */
const LEVELS = [
  { field: 'village_id', table: villages, parent: villages.commune_id },
  { field: 'commune_id', table: communes, parent: communes.district_id },
  { field: 'district_id', table: districts, parent: districts.province_id },
  { field: 'province_id', table: provinces, parent: null },
] as const satisfies { field: string; table: PgTable & { id: PgColumn }; parent: PgColumn | null }[]

const idOf = (value: unknown) => (typeof value === 'number' ? value : null)

/**
 * Completes and checks the addresses of many customers or suppliers with one query per level (an import
 * of 10,000 rows costs four queries, not 40,000). Rule (docs/decisions/0006-addresses.md): the deepest
 * place given wins and fills in its parents; a parent that is also given must agree, or the child field
 * answers `mismatch`; an id that does not exist answers `not_found`.
 */
export async function resolveAddresses(db: Db, inputs: Input[]): Promise<AddressResult[]> {
  const values = inputs.map((input) => ({ ...input }))
  const errors: FieldErrors[] = inputs.map(() => ({}))
  const fail = (row: number, field: string, code: string) => {
    errors[row] = { ...errors[row], [field]: [code] }
  }

  for (const [index, level] of LEVELS.entries()) {
    const ids = new Set<number>()
    for (const row of values) {
      for (const prefix of ADDRESS_PREFIXES) {
        const id = idOf(row[`${prefix}${level.field}`])
        if (id !== null) ids.add(id)
      }
    }
    const parents = await parentsOf(db, level, [...ids])
    const parentLevel = LEVELS[index + 1]
    for (const [row, record] of values.entries()) {
      for (const prefix of ADDRESS_PREFIXES) {
        const field = `${prefix}${level.field}`
        const id = idOf(record[field])
        if (id === null) continue
        if (!parents.has(id)) {
          fail(row, field, 'not_found')
          continue
        }
        if (!parentLevel) continue
        const parentField = `${prefix}${parentLevel.field}`
        const actual = parents.get(id) ?? null
        const given = idOf(record[parentField])
        if (given === null) record[parentField] = actual
        else if (given !== actual) fail(row, field, 'mismatch')
      }
    }
  }

  return values.map((row, i) => {
    const rowErrors = errors[i] ?? {}
    return Object.keys(rowErrors).length > 0 ? { errors: rowErrors } : { values: row }
  })
}

/** id -> parent id for the given ids of one level (the province level maps to null). */
async function parentsOf(db: Db, level: (typeof LEVELS)[number], ids: number[]) {
  const found = new Map<number, number | null>()
  for (let start = 0; start < ids.length; start += 5000) {
    const chunk = ids.slice(start, start + 5000)
    const rows = level.parent
      ? await db
          .select({ id: level.table.id, parent: level.parent })
          .from(level.table)
          .where(inArray(level.table.id, chunk))
      : await db.select({ id: level.table.id }).from(level.table).where(inArray(level.table.id, chunk))
    for (const row of rows) found.set(row.id, 'parent' in row ? (row.parent as number) : null)
  }
  return found
}
