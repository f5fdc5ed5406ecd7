import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { prepared, runPrepared } from '../../db/prepared.ts'
import { idempotencyKeys } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'

/** A claimed key: the request that holds it writes its answer inside its document's transaction. */
export type IdempotencyClaim = {
  userId: number
  key: string
  isStored: boolean
  /** The body the document's transaction stored: a route that sends this very object needs no second write. */
  storedBody?: unknown
  /** The route sent the stored body itself (seen before serialisation), so onSend has nothing to replace. */
  sentStoredBody?: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A document write: it honours an `Idempotency-Key` header. */
    idempotent?: boolean
  }
  interface FastifyRequest {
    idempotency: IdempotencyClaim | null
  }
}

/** Visible ASCII, as Stripe and the IETF draft use (UUIDs, ULIDs). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/
/** A claim without an answer this old belongs to a request that died mid-way (a crash): it may be taken over. */
const DEFAULT_ABANDON_SECONDS = 120
const abandonedAfter = (seconds: number) => sql`now() - ${seconds}::integer * interval '1 second'`

/**
 * Every idempotent write claims its key first: a prepared statement (decision 0045). Answers are kept for a day,
 * like Stripe's; a key reused later is a new request.
 */
const CLAIM_KEY = prepared(
  'idempotency_claim',
  `with forgotten as (
    delete from idempotency_keys where user_id = $1 and created_at < now() - interval '24 hours'
  )
  insert into idempotency_keys (user_id, key, request_hash) values ($1, $2, $3)
  on conflict do nothing
  returning key`,
)

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; response: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' }

const keyOf = (userId: number, key: string) =>
  and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key))

/** Claims the key in its own (committed) statement, so a concurrent retry sees that the first is running. */
async function claimKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
  abandonSeconds: number,
): Promise<Claim> {
  // One statement: the user's forgotten keys go as this one is claimed. A key reused after a day conflicts with
  // its own old row here (one snapshot), finds it gone below, and claims again.
  const inserted = await runPrepared(db, CLAIM_KEY, [userId, key, requestHash])
  if (inserted.length > 0) return { kind: 'claimed' }

  const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key))
  // Released between our insert and this read (the first request failed): ours to claim again.
  if (!row) return claimKey(db, userId, key, requestHash, abandonSeconds)
  if (row.request_hash !== requestHash) return { kind: 'mismatch' }
  if (row.status_code !== null) return { kind: 'replay', status: row.status_code, response: row.response }
  const taken = await db
    .update(idempotencyKeys)
    .set({ created_at: sql`now()` })
    .where(
      and(
        keyOf(userId, key),
        isNull(idempotencyKeys.status_code),
        lt(idempotencyKeys.created_at, abandonedAfter(abandonSeconds)),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  return taken.length > 0 ? { kind: 'claimed' } : { kind: 'in_progress' }
}

/** Method, address and the validated body: the same key must come with the same request. */
function hashRequest(request: FastifyRequest) {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex')
}

/** Writes the answer beside the document, in its transaction: a stored answer always means a written document. */
export async function storeAnswer(tx: Db, claim: IdempotencyClaim, status: number, response: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ status_code: status, response })
    .where(keyOf(claim.userId, claim.key))
}

/**
 * Routes marked `idempotent` honour an `Idempotency-Key` header: a retry with the same key and body gets the
 * first answer and writes nothing, the same key with another body 422, and while the first runs 409. A request
 * that failed releases its key (it wrote nothing), so a retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, abandonSeconds = DEFAULT_ABANDON_SECONDS) {
  app.decorateRequest('idempotency', null)

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return
    const key = request.headers['idempotency-key']
    if (key === undefined) return
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw new AppError(
        'BAD_REQUEST',
        'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
      )
    }
    const userId = requireActor(request.actor).id
    const claim = await claimKey(request.server.db, userId, key, hashRequest(request), abandonSeconds)
    switch (claim.kind) {
      case 'claimed':
        request.idempotency = { userId, key, isStored: false }
        return
      case 'replay':
        // The first answer as it went out (stored by onSend below), through the route's serializer so its
        // bytes are the same. A retry that lands between the document's commit and onSend finds only the
        // document (without what the route adds around it, a payment's message): sent as it is, never a 500.
        reply
          .header('idempotent-replayed', 'true')
          .status(claim.status)
          .type('application/json; charset=utf-8')
        return reply.send(serializedReplay(reply, claim.response))
      case 'mismatch':
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request.',
          { key },
        )
      case 'in_progress':
        throw new AppError(
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this Idempotency-Key is still running.',
          {
            key,
          },
        )
    }
  })

  // A route that answers with the very body its document stored (a checkout) is replayed through the same
  // serialiser from what is stored: rewriting it after the commit would be a statement for nothing.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const claim = request.idempotency
    if (claim?.isStored && claim.storedBody !== undefined && payload === claim.storedBody) {
      claim.sentStoredBody = true
    }
    return payload
  })

  // The document's transaction stored `{ data }`; a route may answer more (a message) or in another shape, so
  // once the answer is serialised it replaces the stored one. Only a success: a route that failed after its
  // document committed keeps the document's answer, which is still what was written.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency
    if (!claim?.isStored || claim.sentStoredBody) return payload
    if (reply.statusCode >= 300 || typeof payload !== 'string') return payload
    await request.server.db
      .update(idempotencyKeys)
      .set({ status_code: reply.statusCode, response: JSON.parse(payload) })
      .where(keyOf(claim.userId, claim.key))
    return payload
  })

  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency
    if (!claim || claim.isStored) return
    await request.server.db
      .delete(idempotencyKeys)
      .where(and(keyOf(claim.userId, claim.key), isNull(idempotencyKeys.status_code)))
  })
}

function serializedReplay(reply: FastifyReply, response: unknown): string {
  try {
    return String(reply.serialize(response))
  } catch {
    return JSON.stringify(response)
  }
}
