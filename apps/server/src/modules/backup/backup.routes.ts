import { backupRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import type { Backups } from './backup-service.ts'

/**
 * The settings screen's backup section: who may see the settings sees the last backup, who may change them
 * takes one now (decision 0035). The file stays on the server's disk; nothing here downloads it.
 */
export function registerBackupRoutes(app: FastifyInstance, backups: Backups) {
  serve(app, backupRoutes.latest, () => {
    const { daily, time, keep, folder } = backups.settings
    return { data: { last: backups.latest(), daily, time, keep, folder } }
  })
  serve(app, backupRoutes.take, async ({ actor, request }) => {
    const taken = await backups.take()
    request.log.info({ backup: taken, actor: actor.id }, 'backup taken on request')
    return { data: taken, message: 'Backup taken successfully' }
  })
}
