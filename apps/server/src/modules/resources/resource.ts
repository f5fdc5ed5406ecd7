import type { ResourceContract } from '@sms/contract'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { ResourceImporter } from './resource.import.ts'

export type Row = Record<string, unknown> & { id: number }
export type Input = Record<string, unknown>

/** Where an entity's special behaviour plugs into the one resource layer, instead of forking it. */
export type ResourceHooks = {
  /** Column values from validated input: hash a password, drop a confirmation, check a barcode. */
  toValues?: (tx: Db, input: Input, existing: Row | undefined, actor: Actor) => Promise<Input> | Input
  /** Writes what lives beside the row (role members, permissions), in the same transaction. */
  afterWrite?: (tx: Db, id: number, input: Input, actor: Actor) => Promise<void>
  /** Refuses a delete that would break the shop (the last admin role, your own account). */
  beforeDelete?: (tx: Db, row: Row, actor: Actor) => Promise<void> | void
  /** Completes rows into the records the API sends (adds role ids, removes the password hash). */
  present?: (db: Db, rows: Row[]) => Promise<Input[]> | Input[]
}

export type ServerResource = {
  contract: ResourceContract
  table: PgTable
  hooks?: ResourceHooks
  /** Accepts CSV files at `POST /api/{path}/import` (customers, products). */
  importer?: ResourceImporter
}

export const defineServerResource = (resource: ServerResource) => resource
