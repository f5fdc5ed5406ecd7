import { z } from 'zod'
import { defineResource } from './list.ts'

/** One audit entry: who did what to which record, with the record before and after (secrets never included). */
export const auditLogSchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  /** The actor's name at the time of reading; null for the system or an unknown e-mail. */
  actor_name: z.string().nullable(),
  resource: z.string(),
  record_id: z.number().int(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
})
export type AuditLog = z.infer<typeof auditLogSchema>

/** Read only: the audit log has list, view and export, and no way to write. */
export const auditLogsResource = defineResource({
  path: 'audit-logs',
  label: 'Audit log',
  record: auditLogSchema,
  input: z.object({}),
  filters: {
    actor_id: 'reference',
    resource: 'text',
    record_id: 'number',
    action: 'text',
    created_at: 'date',
  },
  sortable: ['id', 'created_at', 'resource', 'action'],
  searchable: ['resource', 'action'],
  defaultSort: '-id',
})
