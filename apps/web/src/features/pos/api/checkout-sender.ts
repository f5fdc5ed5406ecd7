import type { Order } from '@sms/contract'
import { ApiError, isApiError } from '../../../lib/api/api-error.ts'

/**
 * Sends one sale until the server has answered it. The sale carries one Idempotency-Key from the moment the
 * cashier validates it; every retry sends the same key and body, so a request that reached the server but
 * whose answer was lost is answered again from the server's record (the sale is never written twice), and a
 * request that never arrived is written once. Retried: no answer (network down, timeout), a gateway error,
 * and 409 IDEMPOTENCY_IN_PROGRESS (the first attempt is still running). Every other error is final and goes
 * back to the cashier (stock short, approval needed…).
 */

export type SendState = 'sending' | 'retrying' | 'saved' | 'failed'

export type SendOptions = {
  post: (signal: AbortSignal) => Promise<Order>
  onState: (state: SendState, attempt: number) => void
  /** Abandon an attempt after this long and try again with the same key. */
  timeoutMs?: number
  /** Waits between attempts: 1 s, 2 s, 4 s… up to 10 s. */
  delay?: (ms: number) => Promise<void>
  /** Stops retrying (the cashier gave up); the sale may still be on the server: the key finds it. */
  stop?: AbortSignal
  maxAttempts?: number
}

export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return error instanceof DOMException && error.name === 'AbortError'
  if (error.code === 'NETWORK_ERROR' || error.code === 'IDEMPOTENCY_IN_PROGRESS') return true
  return (
    error.status === 0 ||
    error.status === 408 ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  )
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function sendUntilAnswered({
  post,
  onState,
  timeoutMs = 15_000,
  delay = wait,
  stop,
  maxAttempts = Number.POSITIVE_INFINITY,
}: SendOptions): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    onState(attempt === 1 ? 'sending' : 'retrying', attempt)
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const order = await post(controller.signal)
      onState('saved', attempt)
      return order
    } catch (error) {
      const timedOut = controller.signal.aborted
      if ((!timedOut && !isRetryable(error)) || attempt >= maxAttempts || stop?.aborted) {
        onState('failed', attempt)
        throw timedOut ? new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'timeout' }) : error
      }
      onState('retrying', attempt)
      await delay(Math.min(10_000, 1000 * 2 ** (attempt - 1)))
    } finally {
      clearTimeout(timer)
    }
  }
}
