import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { type AuditEntry, recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { DocumentEvent, EventBus } from './events.ts'
import { type IdempotencyClaim, storeAnswer } from './idempotency.ts'

/** What a route hands a document service: where events go, and the request's idempotency claim if any. */
export type WriteOptions = { events: EventBus; idempotency: IdempotencyClaim | null }

export const writeOptionsOf = (request: FastifyRequest): WriteOptions => ({
  events: request.server.events,
  idempotency: request.idempotency,
})

export type DocumentContext = {
  actor: Actor
  /** Queues an event; it is delivered only once the transaction has committed, and never if it rolls back. */
  emit: (event: DocumentEvent) => void
}

/**
 * What a writer returns: the document as the API shows it (also the audit's `after`), and `before` on a
 * transition. `id: null` when one write made several documents and recorded an audit entry for each itself.
 */
export type Written<T> = {
  id: number | null
  document: T
  before?: Record<string, unknown> | null
  /**
   * The writer's own last statement, which also writes the audit entry and the stored answer handed to it, and
   * returns the document as written (a till sale numbers its receipt there: decision 0045). Without it the
   * audit entry and the answer are two statements of their own.
   */
  finish?: (tx: Db, last: LastWrites) => Promise<T>
}

/** What a document's transaction writes last: its audit entry and, for an idempotent request, its answer. */
export type LastWrites = {
  audit: AuditEntry
  answer: { claim: IdempotencyClaim; status: number } | null
}

type DocumentWrite = WriteOptions & {
  /** The audit log's resource, the document's API path (`stock-adjustments`). */
  resource: string
  /** The audit action: `created`, `approved`, `rejected`... */
  action: string
  /** The HTTP status the route answers with, kept for an idempotent replay. */
  status: number
}

const auditOf = (actor: Actor, options: DocumentWrite, recordId: number) => ({
  actorId: actor.id,
  resource: options.resource,
  recordId,
  action: options.action,
})

/**
 * The one way to write a document (decision 0013): one transaction in which the writer takes its row locks in
 * a fixed order (see `lockStockLevels`), writes, and queues events; then the audit entry and the idempotent
 * answer are written in the same transaction (in the writer's own last statement when it has one), and the
 * events are published after the commit.
 */
export async function writeDocument<T extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  options: DocumentWrite,
  write: (tx: Db, ctx: DocumentContext) => Promise<Written<T>>,
): Promise<{ data: T }> {
  const queued: DocumentEvent[] = []
  const answer = await db.transaction(async (tx) => {
    const written = await write(tx, { actor, emit: (event) => queued.push(event) })
    const { id, before, finish } = written
    const entry: AuditEntry | null =
      id === null ? null : { ...auditOf(actor, options, id), before, after: written.document }
    if (finish && entry) {
      const claim = options.idempotency
      const document = await finish(tx, {
        audit: entry,
        answer: claim ? { claim, status: options.status } : null,
      })
      return { data: document }
    }
    if (entry) await recordAudit(tx, entry)
    const body = { data: written.document }
    if (options.idempotency) await storeAnswer(tx, options.idempotency, options.status, body)
    return body
  })
  if (options.idempotency) {
    options.idempotency.isStored = true
    options.idempotency.storedBody = answer
  }
  options.events.publish(queued)
  return answer
}
