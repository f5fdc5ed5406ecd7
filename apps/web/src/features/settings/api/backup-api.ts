import { backupFileSchema, backupStatusSchema, writeResponseSchema } from '@sms/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api/api.ts'

const BACKUP_STATUS_KEY = ['backups', 'latest'] as const
const statusAnswer = z.object({ data: backupStatusSchema })
const taken = writeResponseSchema(backupFileSchema)

export function useBackupStatus() {
  return useQuery({
    queryKey: BACKUP_STATUS_KEY,
    queryFn: async ({ signal }) => (await api.get('/backups/latest', statusAnswer, { signal })).data,
  })
}

/** `POST /api/backups`: the server writes it into its backup folder; the section then shows it as the last. */
export function useTakeBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/backups', taken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUP_STATUS_KEY }),
  })
}
