import type { Order } from '@sms/contract'
import { isApiError } from '../../../lib/api/api-error.ts'
import { type OutboxEntry, tillStateDb } from './till-state-db.ts'

/**
 * The durable outbox (decision 0032). A sale is written here with its Idempotency-Key before its receipt prints
 * and is sent from here, oldest first, one sender at a time across tabs (a Web Lock). A send the server did
 * not answer (no connection, a timeout, a 5xx, 408 or 409 in progress) stops the run and is tried again later
 * with the same key and body, so the server writes it once and replays its answer to any repeat; a 4xx that
 * is not a retry marks the sale refused and keeps it for a manager: a sale that happened is never dropped.
 */

export type SendResult =
  | { kind: 'sent'; order: Order }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unanswered'; error: unknown }

export type PostSale = (entry: OutboxEntry, signal: AbortSignal) => Promise<Order>

const LOCK = 'sms-till-outbox'
const CHANNEL = 'sms-till-outbox'
/** Sent sales stay listed for a day (the cashier's "what went out today"), then go. */
const KEEP_SENT_MS = 24 * 60 * 60 * 1000

const listeners = new Set<() => void>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener()
})

/** Tells this tab and the others that the outbox changed. */
function announce() {
  for (const listener of listeners) listener()
  channel?.postMessage('changed')
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function listOutbox(): Promise<OutboxEntry[]> {
  return (await tillStateDb()).getAllFromIndex('outbox', 'seq')
}

export async function readEntry(key: string): Promise<OutboxEntry | undefined> {
  return (await tillStateDb()).get('outbox', key)
}

/** Adds a sale under its key; a key already there keeps its entry (a repeated Enter is the same sale). */
export async function addToOutbox(
  entry: Pick<OutboxEntry, 'key' | 'body' | 'receipt_number' | 'total_usd'>,
): Promise<OutboxEntry> {
  const db = await tillStateDb()
  const tx = db.transaction('outbox', 'readwrite')
  const existing = await tx.store.get(entry.key)
  if (existing) {
    await tx.done
    return existing
  }
  const last = await tx.store.index('seq').openCursor(null, 'prev')
  const added: OutboxEntry = {
    ...entry,
    seq: (last?.value.seq ?? 0) + 1,
    status: 'waiting',
    created_at: new Date().toISOString(),
    attempts: 0,
  }
  await tx.store.add(added)
  await tx.done
  announce()
  return added
}

export async function updateEntry(key: string, patch: Partial<OutboxEntry>): Promise<void> {
  const db = await tillStateDb()
  const tx = db.transaction('outbox', 'readwrite')
  const entry = await tx.store.get(key)
  if (entry) await tx.store.put({ ...entry, ...patch, key })
  await tx.done
  announce()
}

/** Only for a sale that never happened: the server refused it while the cashier was still there. */
export async function removeFromOutbox(key: string): Promise<void> {
  await (await tillStateDb()).delete('outbox', key)
  announce()
}

/**
 * Turns a sale the server did not answer into an offline sale (its number, time and rate added) under the send
 * lock, so no sender is midway through sending its online body. Same key: if the first send did reach the
 * server, the server answers from that record and the sale is still written once.
 */
export async function convertToOffline(
  key: string,
  offline: (entry: OutboxEntry) => Promise<Pick<OutboxEntry, 'body' | 'receipt_number'> | null>,
): Promise<OutboxEntry | null> {
  return withSendLock(true, async () => {
    const entry = await readEntry(key)
    if (entry?.status !== 'waiting' || entry.body.offline) return entry ?? null
    const converted = await offline(entry)
    if (!converted) return null
    const patch = { ...converted, first_body: entry.body }
    await updateEntry(key, patch)
    return { ...entry, ...patch }
  })
}

export function isUnanswered(error: unknown): boolean {
  if (!isApiError(error)) return true
  if (error.code === 'NETWORK_ERROR' || error.code === 'IDEMPOTENCY_IN_PROGRESS') return true
  return error.status === 0 || error.status === 408 || error.status >= 500
}

function errorOf(error: unknown): NonNullable<OutboxEntry['error']> {
  if (isApiError(error)) return { code: error.code, message: error.message, status: error.status }
  return { code: 'UNEXPECTED_RESPONSE', message: String(error), status: 0 }
}

type LockManagerLike = {
  request: (
    name: string,
    options: { ifAvailable?: boolean },
    run: (lock: unknown) => Promise<unknown>,
  ) => Promise<unknown>
}
let localQueue: Promise<unknown> = Promise.resolve()

/** One sender at a time: the Web Lock across tabs, or a queue in this page where the platform has none. */
function withSendLock<T>(wait: boolean, run: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  if (locks) {
    return locks.request(LOCK, { ifAvailable: !wait }, async (lock) =>
      lock ? run() : null,
    ) as Promise<T | null>
  }
  const next = localQueue.then(run, run)
  localQueue = next.catch(() => undefined)
  return next
}

async function sendOne(entry: OutboxEntry, post: PostSale, timeoutMs: number): Promise<SendResult> {
  await updateEntry(entry.key, { attempts: entry.attempts + 1 })
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const order = await post(entry, controller.signal).catch((error: unknown) => {
      // The first, online send did reach the server (its answer was lost): the sale is recorded under the
      // key, and sending that first body again gets the server's own answer, never a second sale.
      if (!entry.first_body || !isApiError(error) || error.code !== 'IDEMPOTENCY_KEY_REUSED') throw error
      return post({ ...entry, body: entry.first_body }, controller.signal)
    })
    await updateEntry(entry.key, {
      status: 'sent',
      order_id: order.id,
      order_number: order.number,
      error: undefined,
    })
    return { kind: 'sent', order }
  } catch (error) {
    if (controller.signal.aborted || isUnanswered(error)) return { kind: 'unanswered', error }
    await updateEntry(entry.key, { status: 'refused', error: errorOf(error) })
    return { kind: 'refused', error }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends the waiting sales in order until one goes unanswered. `wait` queues behind another tab's run (the
 * cashier's own sale); without it a run already going elsewhere is left to finish (a background retry).
 * Returns what happened to each sale tried; null when another sender held the lock.
 */
export async function sendWaiting({
  post,
  timeoutMs = 15_000,
  wait = false,
}: {
  post: PostSale
  timeoutMs?: number
  wait?: boolean
}): Promise<Map<string, SendResult> | null> {
  return withSendLock(wait, async () => {
    const results = new Map<string, SendResult>()
    const entries = await listOutbox()
    const now = Date.now()
    for (const entry of entries) {
      if (entry.status === 'sent' && now - Date.parse(entry.created_at) > KEEP_SENT_MS) {
        await (await tillStateDb()).delete('outbox', entry.key)
      }
    }
    // Read again inside the lock: a sale another tab sent a moment ago is not sent twice.
    for (const entry of entries.filter((e) => e.status === 'waiting')) {
      const current = await readEntry(entry.key)
      if (current?.status !== 'waiting') continue
      const result = await sendOne(current, post, timeoutMs)
      results.set(entry.key, result)
      if (result.kind === 'unanswered') break
    }
    return results
  })
}
