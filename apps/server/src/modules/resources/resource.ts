import type { ResourceContract } from '@sms/contract'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { DocumentEvent } from '../documents/events.ts'
import type { MoveInReader } from '../move-in/move-in.ts'
import type { LinkTable } from './links.ts'
import type { ResourceImporter } from './resource.csv.ts'

export type Row = Record<string, unknown> & { id: number }
export type Input = Record<string, unknown>
export type WriteAction = 'created' | 'updated' | 'deleted' | 'restored' | 'purged'
export type ChangeAction = Exclude<WriteAction, 'created'>

/** Where an entity's special behaviour plugs into the one resource layer, instead of forking it. */
export type ResourceHooks = {
  /** Column values from validated input: hash a password, drop a confirmation, check a barcode. */
  toValues?: (tx: Db, input: Input, existing: Row | undefined, actor: Actor) => Promise<Input> | Input
  /** Writes what lives beside the row (role members, permissions), in the same transaction. */
  afterWrite?: (tx: Db, id: number, input: Input, actor: Actor) => Promise<void>
  /** Runs first on an update, delete or restore, with the locked row: refuse it, or act before the write. */
  beforeChange?: (tx: Db, row: Row, actor: Actor, action: ChangeAction) => Promise<void> | void
  /** Runs last in every write's transaction: invariants over the whole table (an administrator remains). */
  afterChange?: (tx: Db, row: Row, actor: Actor, action: WriteAction) => Promise<void> | void
  /** Events the bus publishes once an update or delete committed (a user's sessions may have ended). */
  committed?: (id: number, action: ChangeAction) => DocumentEvent[]
  /** Completes rows into the records the API sends (adds role ids, removes the password hash). */
  present?: (db: Db, rows: Row[]) => Promise<Input[]> | Input[]
}

/** The routes a resource may have; a read-only one (the audit log) leaves out the writes. */
export const RESOURCE_ROUTES = ['list', 'export', 'view', 'create', 'edit', 'delete'] as const
export type ResourceRoute = (typeof RESOURCE_ROUTES)[number]

export type ServerResource = {
  contract: ResourceContract
  table: PgTable
  /** Default: all of them. `delete` also brings restore. */
  routes?: readonly ResourceRoute[]
  hooks?: ResourceHooks
  /** Its one CSV format: the export writes it and `POST /api/{path}/import` reads it (customers, products). */
  importer?: ResourceImporter
  /** Other systems' exports the same import reads (Loyverse, Square, Odoo; decision 0034). */
  moveIn?: MoveInReader
  /** List filters over link tables, by the contract's filter name (a user's `store_ids`). */
  linkFilters?: Record<string, LinkTable>
}

export const defineServerResource = (resource: ServerResource) => resource
