import path from 'node:path'
import { DEFAULT_UPLOAD_MAX_BYTES } from '@sms/contract'
import { z } from 'zod'
import { serverRoot } from './server-root.ts'

const repoRoot = path.resolve(serverRoot, '../..')

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Uploaded pictures and their thumbnails, served at /media; defaults to `${DATA_DIR}/uploads`. */
  UPLOAD_DIR: z.string().optional(),
  /** The largest accepted upload in bytes (default 5 MB); a bigger file answers 413 PAYLOAD_TOO_LARGE. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(DEFAULT_UPLOAD_MAX_BYTES),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** Behind a reverse proxy, trust its X-Forwarded-For so sign-in limits count the real client addresses. */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A relative folder is taken from the working directory (Playwright passes `E2E_WEB_DIST` this way). */
  WEB_DIST: z
    .string()
    .default(path.join(repoRoot, 'apps/web/dist'))
    .transform((folder) => path.resolve(folder)),
  /** Where the browser keeps its session: `bearer` tokens the app stores, or HttpOnly `cookie`s with CSRF (decision 0040). */
  TOKEN_STORAGE: z.enum(['bearer', 'cookie']).default('bearer'),
  /** Cookie mode: the readable cookie holding the CSRF token, and the header every unsafe request echoes it in. */
  CSRF_COOKIE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only')
    .default('XSRF-TOKEN'),
  CSRF_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'letters, digits and - only')
    .default('X-XSRF-TOKEN'),
  /** Cookie mode: the GET route that sets the CSRF cookie. */
  CSRF_ENDPOINT: z
    .string()
    .regex(/^\/api\/[a-z0-9/-]{1,64}$/, 'a path under /api/')
    .default('/api/csrf-cookie'),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** An Idempotency-Key claimed but unanswered this long belongs to a request that died (a crash): retries take it over. */
  IDEMPOTENCY_ABANDON_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** Daily backups (decision 0035): on by default for the embedded database, off on PostgreSQL (use its own). */
  BACKUP_DAILY: z.enum(['0', '1']).optional(),
  /** Local time of day (HH:MM) after which the day's backup is due; a machine that was off catches up on start. */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM')
    .default('02:00'),
  /** Folder of the backups; defaults to `${DATA_DIR}/backups`. */
  BACKUP_DIR: z.string().optional(),
  /** How many daily backups to keep; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  /** Shared state for several server processes: sign-in limits count in Redis. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** The live layer's Pusher app (decision 0018); each is generated once and kept in the database when unset. */
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only')
    .optional(),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - and _')
    .optional(),
  PUSHER_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Live connections one server process accepts; past it a client is told 4100 (over capacity) and retries. */
  PUSHER_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
})

/** Defaults that depend on another variable. */
const configSchema = envSchema.transform((config) => ({
  ...config,
  UPLOAD_DIR: config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'),
  BACKUP_DIR: config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'),
  BACKUP_DAILY: config.BACKUP_DAILY === undefined ? undefined : config.BACKUP_DAILY === '1',
}))

export type Config = z.infer<typeof configSchema>

/** Every variable the server reads; the README's configuration table documents each (a test holds them equal). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape)

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}
