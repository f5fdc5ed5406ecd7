import {
  backupFileSchema,
  backupStatusSchema,
  recordResponseSchema,
  writeResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Backups } from './backup-service.ts'

const tags = ['backups']

/**
 * The settings screen's backup section: who may see the settings sees the last backup, who may change them
 * takes one now (decision 0035). The file stays on the server's disk; nothing here downloads it.
 */
export function registerBackupRoutes(app: FastifyInstance, backups: Backups) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/api/backups/latest',
    {
      config: { access: 'settings.view' },
      schema: { tags, response: { 200: recordResponseSchema(backupStatusSchema) } },
    },
    async () => {
      const { daily, time, keep, folder } = backups.settings
      return { data: { last: backups.latest(), daily, time, keep, folder } }
    },
  )
  r.post(
    '/api/backups',
    {
      config: { access: 'settings.edit' },
      schema: { tags, response: { 201: writeResponseSchema(backupFileSchema) } },
    },
    async (request, reply) => {
      const taken = await backups.take()
      request.log.info({ backup: taken, actor: request.actor?.id }, 'backup taken on request')
      return reply.status(201).send({ data: taken, message: 'Backup taken successfully' })
    },
  )
}
