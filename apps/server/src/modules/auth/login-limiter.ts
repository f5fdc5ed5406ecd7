import { Redis } from 'ioredis'
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { AppError } from '../../lib/errors.ts'

export type LoginLimiterOptions = {
  maxFailures: number
  windowMinutes: number
  redisUrl?: string
  /** Counts of another kind of secret (a manager's PIN at the till) are kept apart from sign-ins. */
  name?: string
}

/** Seconds between tries on an account that is under attack from many addresses: slowed, never locked. */
export const SLOWED_ACCOUNT_SECONDS = 10

/**
 * Sign-in limits (see docs/decisions/0008-security.md). Every attempt takes a point before the password
 * is checked, atomically, so parallel guesses cannot slip through; a success gives its points back.
 * - account and address together: `maxFailures` per window, then 429 (the owner elsewhere is not affected);
 * - address: five times that, for one address trying many accounts;
 * - account from anywhere: past three times that, one try every 10 s, which slows a distributed guesser to a
 *   crawl without ever locking the owner out.
 * With `REDIS_URL` the counts live in Redis, so every server process counts the same attempts.
 */
export function createLoginLimiter({
  maxFailures,
  windowMinutes,
  redisUrl,
  name = 'login',
}: LoginLimiterOptions) {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const options: IRateLimiterOptions = { keyPrefix: `sms-${name}-${keyPrefix}`, points, duration }
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options)
  }
  const window = windowMinutes * 60
  const pair = make('pair', maxFailures, window)
  const address = make('ip', maxFailures * 5, window)
  const account = make('account', maxFailures * 3, window)
  const slowedAccount = make('slow', 1, SLOWED_ACCOUNT_SECONDS)

  const limited = (res: RateLimiterRes) =>
    new AppError('AUTH_RATE_LIMITED', 'Too many failed sign-in attempts. Try again later.', {
      retry_after: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    })
  /** Takes one point; a refusal becomes AUTH_RATE_LIMITED, a store failure stays an error. */
  async function take(limiter: RateLimiterAbstract, key: string) {
    try {
      await limiter.consume(key)
      return true
    } catch (err) {
      if (err instanceof RateLimiterRes) return err
      throw err
    }
  }

  return {
    /** Counts this attempt before the password is checked; throws AUTH_RATE_LIMITED past a limit. */
    async beginAttempt(email: string, ip: string) {
      const user = email.toLowerCase()
      for (const [limiter, key] of [
        [pair, `${user}|${ip}`],
        [address, ip],
      ] as const) {
        const result = await take(limiter, key)
        if (result !== true) throw limited(result)
      }
      const overAccount = await take(account, user)
      if (overAccount !== true) {
        const result = await take(slowedAccount, user)
        if (result !== true) throw limited(result)
      }
    },
    /** A right password: the attempt does not count against anyone. */
    async recordSuccess(email: string, ip: string) {
      const user = email.toLowerCase()
      await Promise.all([pair.reward(`${user}|${ip}`, 1), address.reward(ip, 1), account.reward(user, 1)])
    },
    async close() {
      await redis?.quit()
    },
  }
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>
