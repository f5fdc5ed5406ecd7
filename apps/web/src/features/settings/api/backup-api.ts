import { backupRoutes } from '@sms/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'

const BACKUP_STATUS_KEY = ['backups', 'latest'] as const

export function useBackupStatus() {
  return useQuery({
    queryKey: BACKUP_STATUS_KEY,
    queryFn: async ({ signal }) => (await api.call(backupRoutes.latest, { signal })).data,
  })
}

/** `POST /api/backups`: the server writes it into its backup folder; the section then shows it as the last. */
export function useTakeBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.call(backupRoutes.take),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUP_STATUS_KEY }),
  })
}
