import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authApi } from '../../../lib/auth/auth-api.ts'
import { saveSignIn } from '../../../lib/auth/session-storage.ts'

/** Signs in and stores the session; cached data from a previous user is dropped first. */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: authApi.signIn,
    onSuccess: (response) => {
      queryClient.clear()
      saveSignIn(response, Date.now())
    },
  })
}
