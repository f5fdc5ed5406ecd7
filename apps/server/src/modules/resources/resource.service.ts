import { successMessage } from '@sms/contract'
import { and, eq, getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { findById, type IdTable } from '../../kernel/find-by-id.ts'
import { listPage, withIsoDates } from '../../kernel/list-page.ts'
import type { ParsedListQuery } from '../../kernel/list-query.ts'
import {
  constraintColumn,
  FOREIGN_KEY_VIOLATION,
  findPgError,
  UNIQUE_VIOLATION,
} from '../../lib/db-errors.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { linkFilterConditions } from './links.ts'
import { assertNotInUse, assertReferencesLive } from './references.ts'
import type { Input, Row, ServerResource, WriteAction } from './resource.ts'

async function present(db: Db, resource: ServerResource, rows: Row[]) {
  const records = resource.hooks?.present ? await resource.hooks.present(db, rows) : rows
  return records.map(withIsoDates<Input>)
}

const columnsOf = (resource: ServerResource) => getTableColumns(resource.table) as Record<string, PgColumn>
const idColumn = (resource: ServerResource) => columnsOf(resource).id as PgColumn

/** One page of records; `acceptLanguage` picks the default order (Khmer names for Khmer readers). */
export async function listRecords(
  db: Db,
  resource: ServerResource,
  query: ParsedListQuery,
  acceptLanguage?: string,
) {
  const links = linkFilterConditions(query, resource.linkFilters ?? {}, idColumn(resource))
  return listPage(db, {
    source: resource.table,
    contract: resource.contract,
    request: { query: links.query, acceptLanguage },
    present: (rows) => present(db, resource, rows as Row[]),
    where: and(...links.conditions),
  })
}

/** Every resource table has an integer `id` (the resource layer's convention); the registry types it loosely. */
const findRow = async (db: Db, resource: ServerResource, id: number, lock = false) =>
  (await findById(db, resource.table as IdTable, id, { resource: resource.contract.path, lock })) as Row

export async function getRecord(db: Db, resource: ServerResource, id: number) {
  const [record] = await present(db, resource, [await findRow(db, resource, id)])
  return { data: record as Input }
}

/** Unique and foreign-key violations are the user's to fix, so they answer 422 on the field. */
function toFieldError(resource: ServerResource, err: unknown): unknown {
  const pgError = findPgError(err)
  if (!pgError?.constraint) return err
  const field = constraintColumn(
    pgError.constraint,
    getTableName(resource.table),
    Object.keys(columnsOf(resource)),
  )
  if (pgError.code === UNIQUE_VIOLATION) return fieldErrors({ [field ?? '_']: ['taken'] })
  if (pgError.code === FOREIGN_KEY_VIOLATION) return fieldErrors({ [field ?? '_']: ['not_found'] })
  return err
}

/** A record as the API shows it, links included (a user's roles, a role's members and permissions). */
async function presentOne(db: Db, resource: ServerResource, row: Row) {
  const [record] = await present(db, resource, [row])
  return record as Input
}

/**
 * Every write: one transaction that changes the row, runs the entity's hooks and records an audit entry with
 * the record before and after as the API shows it, so grants (roles, members, permissions) are audited too.
 */
async function write(
  db: Db,
  actor: Actor,
  resource: ServerResource,
  action: Exclude<WriteAction, 'purged'>,
  change: (tx: Db) => Promise<{ before: Input | null; after: Row }>,
) {
  try {
    const after = await db.transaction(async (tx) => {
      const result = await change(tx)
      await resource.hooks?.afterChange?.(tx, result.after, actor, action)
      await recordAudit(tx, {
        actorId: actor.id,
        resource: resource.contract.path,
        recordId: result.after.id,
        action,
        before: result.before,
        after: await presentOne(tx, resource, result.after),
      })
      return result.after
    })
    const [record] = await present(db, resource, [after])
    return { data: record as Input, message: successMessage(resource.contract.label, action) }
  } catch (err) {
    throw toFieldError(resource, err)
  }
}

export function createRecord(db: Db, actor: Actor, resource: ServerResource, input: Input) {
  return write(db, actor, resource, 'created', async (tx) => {
    const values = resource.hooks?.toValues
      ? await resource.hooks.toValues(tx, input, undefined, actor)
      : input
    await assertReferencesLive(tx, resource.table, values)
    const [row] = (await tx
      .insert(resource.table)
      .values({ ...values, created_by: actor.id, updated_by: actor.id })
      .returning()) as Row[]
    if (!row) throw new Error('insert returned nothing')
    await resource.hooks?.afterWrite?.(tx, row.id, input, actor)
    return { before: null, after: row }
  })
}

export function updateRecord(db: Db, actor: Actor, resource: ServerResource, id: number, input: Input) {
  return write(db, actor, resource, 'updated', async (tx) => {
    const before = await findRow(tx, resource, id, true)
    if (before.deleted_at)
      throw new AppError('CONFLICT', 'A deleted record cannot be edited; restore it first.')
    await resource.hooks?.beforeChange?.(tx, before, actor, 'updated')
    const beforeRecord = await presentOne(tx, resource, before)
    const values = resource.hooks?.toValues ? await resource.hooks.toValues(tx, input, before, actor) : input
    await assertReferencesLive(tx, resource.table, values)
    const [after] = (await tx
      .update(resource.table)
      .set({ ...values, updated_by: actor.id, updated_at: sql`now()` })
      .where(eq(idColumn(resource), id))
      .returning()) as Row[]
    if (!after) throw notFound(resource.contract.path, id)
    await resource.hooks?.afterWrite?.(tx, id, input, actor)
    return { before: beforeRecord, after }
  })
}

/** Soft delete: the row stays, marked deleted, so it can be restored and history keeps its references. */
export function deleteRecord(db: Db, actor: Actor, resource: ServerResource, id: number) {
  return setDeleted(db, actor, resource, id, true)
}

export function restoreRecord(db: Db, actor: Actor, resource: ServerResource, id: number) {
  return setDeleted(db, actor, resource, id, false)
}

function setDeleted(db: Db, actor: Actor, resource: ServerResource, id: number, isDeleted: boolean) {
  return write(db, actor, resource, isDeleted ? 'deleted' : 'restored', async (tx) => {
    const before = await findRow(tx, resource, id, true)
    if (Boolean(before.deleted_at) === isDeleted) {
      throw new AppError(
        'CONFLICT',
        isDeleted ? 'The record is already deleted.' : 'The record is not deleted.',
      )
    }
    const beforeRecord = await presentOne(tx, resource, before)
    await resource.hooks?.beforeChange?.(tx, before, actor, isDeleted ? 'deleted' : 'restored')
    if (isDeleted) await assertNotInUse(tx, resource.table, id)
    else await assertReferencesLive(tx, resource.table, before)
    const [after] = (await tx
      .update(resource.table)
      .set({ deleted_at: isDeleted ? sql`now()` : null, updated_by: actor.id, updated_at: sql`now()` })
      .where(eq(idColumn(resource), id))
      .returning()) as Row[]
    if (!after) throw notFound(resource.contract.path, id)
    return { before: beforeRecord, after }
  })
}

/**
 * Permanent delete, only from the trash: the row goes for good (its links with it). A record that other records,
 * deleted ones included, still point at stays: 409 IN_USE. The audit entry keeps what was removed.
 */
export async function purgeRecord(db: Db, actor: Actor, resource: ServerResource, id: number) {
  try {
    await db.transaction(async (tx) => {
      const before = await findRow(tx, resource, id, true)
      if (!before.deleted_at) {
        throw new AppError(
          'CONFLICT',
          'Only a record in the trash can be deleted permanently; delete it first.',
        )
      }
      await resource.hooks?.beforeChange?.(tx, before, actor, 'purged')
      const beforeRecord = await presentOne(tx, resource, before)
      await tx.delete(resource.table).where(eq(idColumn(resource), id))
      await resource.hooks?.afterChange?.(tx, before, actor, 'purged')
      await recordAudit(tx, {
        actorId: actor.id,
        resource: resource.contract.path,
        recordId: id,
        action: 'purged',
        before: beforeRecord,
        after: null,
      })
    })
  } catch (err) {
    if (findPgError(err)?.code === FOREIGN_KEY_VIOLATION) {
      throw new AppError('IN_USE', 'Other records, some of them in the trash, still use this record.')
    }
    throw err
  }
  return { message: successMessage(resource.contract.label, 'permanently deleted') }
}
