import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authApi } from '../../../lib/auth/auth-api.ts'
import { clearSession } from '../../../lib/auth/session-storage.ts'

/** Revokes the session on the server, then forgets it locally even if the server could not be reached. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => authApi.signOut(),
    onSettled: () => {
      clearSession()
      queryClient.clear()
    },
  })
}
