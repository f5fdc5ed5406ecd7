import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api/api-error.ts'
import { endsSession } from '../lib/auth/session-rules.ts'
import { clearSession } from '../lib/auth/session-storage.ts'

/** The one place that reacts to a rejected session: clearing it makes the shell send the user to /login. */
function endSessionIfRejected(error: unknown): void {
  if (endsSession(error)) clearSession()
}

/** Client errors will fail the same way again; only network trouble and server hiccups deserve a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionIfRejected }),
  mutationCache: new MutationCache({ onError: endSessionIfRejected }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30 * 1000 },
    mutations: { retry: false },
  },
})
