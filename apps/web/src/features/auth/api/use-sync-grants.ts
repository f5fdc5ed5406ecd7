import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { authApi } from '../../../lib/auth/auth-api.ts'
import { saveGrants } from '../../../lib/auth/session-storage.ts'

/**
 * Asks the server who the user is now and stores the answer, so a role change reaches the menu without a new
 * sign-in, and a disabled account (401) is signed out by the query layer.
 */
export function useSyncGrants(enabled: boolean): void {
  const { data } = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => authApi.me(signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  })
  useEffect(() => {
    if (data) saveGrants(data)
  }, [data])
}
