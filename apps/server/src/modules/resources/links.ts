import { MAX_ID } from '@sms/contract'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import type { ParsedListQuery } from '../../kernel/list-query.ts'
import { AppError } from '../../lib/errors.ts'

export type LinkTable = { table: PgTable; owner: PgColumn; target: PgColumn }

export async function linkedIds(db: Db, link: LinkTable, ownerId: number): Promise<number[]> {
  const rows = await db.select({ id: link.target }).from(link.table).where(eq(link.owner, ownerId))
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b)
}

/** Target ids per owner, for presenting many rows with one query. */
export async function linkedIdsByOwner(db: Db, link: LinkTable, ownerIds: number[]) {
  const byOwner = new Map<number, number[]>(ownerIds.map((id) => [id, []]))
  if (ownerIds.length === 0) return byOwner
  const rows = await db
    .select({ owner: link.owner, target: link.target })
    .from(link.table)
    .where(inArray(link.owner, ownerIds))
  for (const row of rows) byOwner.get(Number(row.owner))?.push(Number(row.target))
  for (const ids of byOwner.values()) ids.sort((a, b) => a - b)
  return byOwner
}

/** Makes the owner's links exactly `ids`; unknown targets fail on the foreign key (422 on the field). */
export async function replaceLinks(db: Db, link: LinkTable, ownerId: number, ids: number[]) {
  const wanted = [...new Set(ids)]
  const current = await linkedIds(db, link, ownerId)
  const removed = current.filter((id) => !wanted.includes(id))
  const added = wanted.filter((id) => !current.includes(id))
  if (removed.length > 0) {
    await db.delete(link.table).where(and(eq(link.owner, ownerId), inArray(link.target, removed)))
  }
  if (added.length > 0) {
    await db
      .insert(link.table)
      .values(added.map((id) => ({ [link.owner.name]: ownerId, [link.target.name]: id })))
  }
  return { changed: removed.length > 0 || added.length > 0 }
}

export const sameIds = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i])

const LINK_FILTER_KEY = /^filter\[([a-z0-9_]+)\]\[(equals|notEquals)\]$/

/**
 * List filters over links rather than columns (`filter[store_ids][equals]=2`: the users working in store 2):
 * takes them out of the query, which then holds column filters only, and turns them into `exists` conditions.
 */
export function linkFilterConditions(
  query: ParsedListQuery,
  links: Record<string, LinkTable>,
  ownerId: PgColumn,
): { query: ParsedListQuery; conditions: SQL[] } {
  const rest: ParsedListQuery = { ...query }
  const conditions: SQL[] = []
  for (const [key, raw] of Object.entries(query)) {
    const [, field = '', mode] = LINK_FILTER_KEY.exec(key) ?? []
    const link = links[field]
    if (!link) continue
    const id = Number(raw)
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new AppError('BAD_REQUEST', `Invalid value for filter "${field}".`, { field, value: raw })
    }
    const linked = sql`exists (select 1 from ${link.table} where ${link.owner} = ${ownerId} and ${link.target} = ${id})`
    conditions.push(mode === 'equals' ? linked : sql`not ${linked}`)
    delete rest[key]
  }
  return { query: rest, conditions }
}
