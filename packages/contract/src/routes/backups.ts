import { backupFileSchema, backupStatusSchema } from '../backups.ts'
import { recordResponseSchema, writeResponseSchema } from '../list.ts'
import { route } from './route.ts'

const tag = 'backups'

/**
 * The settings screen's backup section (decision 0035): who may see the settings sees the last backup, who may
 * change them takes one now. The file stays on the server's disk; nothing here downloads it.
 */
export const backupRoutes = {
  latest: route({
    method: 'GET',
    path: '/backups/latest',
    access: 'settings.view',
    answer: recordResponseSchema(backupStatusSchema),
    tag,
  }),
  /** Written into the server's backup folder; the section then shows it as the last. */
  take: route({
    method: 'POST',
    path: '/backups',
    access: 'settings.edit',
    status: 201,
    answer: writeResponseSchema(backupFileSchema),
    tag,
  }),
}
