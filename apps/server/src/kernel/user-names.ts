import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

type Named<Row, K extends string> = Row & { [P in `${K}_name`]: string | null }

/**
 * Adds `<field>_name` next to each user id field, so a ledger or document says who without the reader
 * needing the right to list users. One query for the whole page.
 */
export async function withUserNames<Row extends Record<string, unknown>, K extends string>(
  db: Db,
  rows: Row[],
  fields: readonly K[],
): Promise<Named<Row, K>[]> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => fields.map((field) => row[field]).filter((id) => typeof id === 'number')),
    ),
  ] as number[]
  const found = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : []
  const names = new Map(found.map((user) => [user.id, user.name]))
  return rows.map((row) => {
    const extra = Object.fromEntries(
      fields.map((field) => {
        const id = row[field]
        return [`${field}_name`, typeof id === 'number' ? (names.get(id) ?? null) : null]
      }),
    )
    return { ...row, ...extra } as Named<Row, K>
  })
}
