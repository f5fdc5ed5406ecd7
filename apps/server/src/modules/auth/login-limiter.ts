import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { AppError } from '../../lib/errors.ts'

/**
 * Counts failed sign-ins per account and per address. Only failures count, so a cashier who types
 * the password right is never slowed down; a success clears the account's count.
 */
export function createLoginLimiter(options: { maxFailures: number; windowMinutes: number }) {
  const limiter = new RateLimiterMemory({ points: options.maxFailures, duration: options.windowMinutes * 60 })
  const keys = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`]

  return {
    /** Throws AUTH_RATE_LIMITED when the account or the address has used up its failures. */
    async assertAllowed(email: string, ip: string) {
      for (const key of keys(email, ip)) {
        const state = await limiter.get(key)
        if (state && state.consumedPoints >= options.maxFailures) {
          const retryAfter = Math.max(1, Math.ceil(state.msBeforeNext / 1000))
          throw new AppError('AUTH_RATE_LIMITED', 'Too many failed sign-in attempts. Try again later.', {
            retry_after: retryAfter,
          })
        }
      }
    },
    async recordFailure(email: string, ip: string) {
      for (const key of keys(email, ip)) {
        await limiter.penalty(key, 1).catch((err: unknown) => {
          if (!(err instanceof RateLimiterRes)) throw err
        })
      }
    },
    async recordSuccess(email: string) {
      await limiter.delete(`email:${email.toLowerCase()}`)
    },
  }
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>
