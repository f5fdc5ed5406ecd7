import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'

/** Keys whose values are secrets: they never enter an audit row, whatever the table they come from. */
const SECRET_KEYS = new Set([
  'password',
  'password_confirmation',
  'current_password',
  'password_hash',
  'pin',
  'pin_hash',
  'token',
  'token_hash',
  'refresh_token',
  'refresh_token_hash',
])

export type AuditEntry = {
  actorId: number | null
  resource: string
  recordId: number
  action: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** Dates become ISO strings and secrets are dropped, so an audit row holds only what may be shown. */
export function auditValues(values: Record<string, unknown> | null | undefined) {
  if (!values) return null
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => !SECRET_KEYS.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  )
}

/** The one way to record an audit entry: inside the writer's transaction, so it exists only if the write does. */
export async function recordAudit(tx: Db, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actor_id: entry.actorId,
    resource: entry.resource,
    record_id: entry.recordId,
    action: entry.action,
    before: auditValues(entry.before),
    after: auditValues(entry.after),
  })
}
