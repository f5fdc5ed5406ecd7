import { auditLogsResource } from '@sms/contract'
import { inArray } from 'drizzle-orm'
import { auditLog, users } from '../../db/schema/index.ts'
import { defineServerResource } from '../resources/resource.ts'

/** `GET /api/audit-logs` and `/api/audit-logs/{id}` (and export): the audit log is read, never written here. */
export const auditLogsServerResource = defineServerResource({
  contract: auditLogsResource,
  table: auditLog,
  routes: ['list', 'view', 'export'],
  hooks: {
    /** Names the actors, so the screen says who rather than "#5". */
    present: async (db, rows) => {
      const ids = [
        ...new Set(rows.map((r) => r.actor_id).filter((id): id is number => typeof id === 'number')),
      ]
      const names = new Map(
        ids.length
          ? (
              await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
            ).map((u) => [u.id, u.name])
          : [],
      )
      return rows.map((row) => ({ ...row, actor_name: names.get(row.actor_id as number) ?? null }))
    },
  },
})
