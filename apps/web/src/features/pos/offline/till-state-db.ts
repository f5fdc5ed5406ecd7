import type { CheckoutRequest } from '@sms/contract'
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/**
 * The till's own IndexedDB database (`sms-till-state`, decision 0032): the outbox of sales not yet answered by
 * the server, and small named values (the sale in progress, the registered till, its receipt sequence, the last
 * answers of the reads the till needs to open offline). The product catalogue lives in `sms-till-catalogue`.
 */

export type OutboxStatus = 'waiting' | 'sent' | 'refused'

export type OutboxEntry = {
  /** The Idempotency-Key, minted once when the cashier validated the sale; every send repeats it. */
  key: string
  /** Insertion order: the outbox sends oldest first. */
  seq: number
  body: CheckoutRequest
  /**
   * The body first sent online, kept when the till then finished the sale offline: a server that did receive
   * that first send holds the sale under this key and refuses the offline body as a reused key.
   */
  first_body?: CheckoutRequest
  status: OutboxStatus
  created_at: string
  /** What the receipt printed: the till's offline number, or the server's number once answered online. */
  receipt_number: string | null
  total_usd: number
  order_id?: number
  order_number?: string | null
  /** Why the server refused it after the fact (a 4xx that is not a retry): kept for a manager. */
  error?: { code: string; message: string; status: number }
  attempts: number
}

interface TillStateSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { seq: number } }
  values: { key: string; value: unknown }
}

export const TILL_STATE_DB = 'sms-till-state'

let opening: Promise<IDBPDatabase<TillStateSchema>> | null = null

export function tillStateDb(): Promise<IDBPDatabase<TillStateSchema>> {
  opening ??= openDB<TillStateSchema>(TILL_STATE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('seq', 'seq')
      db.createObjectStore('values')
    },
    // Another tab opened a newer version: let it upgrade; this tab reopens on its next use.
    blocking() {
      void opening?.then((db) => db.close())
      opening = null
    },
  })
  return opening
}

/** Tests drop the database between cases; the app never does. */
export async function closeTillStateDb() {
  const db = await opening
  db?.close()
  opening = null
}

export async function readValue<T>(name: string): Promise<T | undefined> {
  return (await (await tillStateDb()).get('values', name)) as T | undefined
}

export async function writeValue(name: string, value: unknown): Promise<void> {
  await (await tillStateDb()).put('values', value, name)
}

export async function deleteValue(name: string): Promise<void> {
  await (await tillStateDb()).delete('values', name)
}
