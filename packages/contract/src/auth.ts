import { z } from 'zod'

export const ACCESS_TOKEN_TTL_SECONDS = 3600

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const userInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  media: z.array(z.object({ file_path: z.string() })),
})
export type UserInfo = z.infer<typeof userInfoSchema>

const grantsShape = {
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
}

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  user_info: userInfoSchema,
  ...grantsShape,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(200) })
export const refreshResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
})
export type RefreshResponse = z.infer<typeof refreshResponseSchema>

export const meResponseSchema = z.object({ user_info: userInfoSchema, ...grantsShape })
export type MeResponse = z.infer<typeof meResponseSchema>

export const messageResponseSchema = z.object({ message: z.string() })

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  version: z.string(),
})

/**
 * How the browser keeps its session (decision 0040), read by the web app at start: bearer tokens it stores,
 * or HttpOnly cookies with a CSRF token fetched from `csrf_endpoint` and echoed in `csrf_header`.
 */
export const sessionConfigSchema = z.discriminatedUnion('token_storage', [
  z.object({ token_storage: z.literal('bearer') }),
  z.object({
    token_storage: z.literal('cookie'),
    csrf_cookie: z.string().min(1),
    csrf_endpoint: z.string().min(1),
    csrf_header: z.string().min(1),
  }),
])
export type SessionConfig = z.infer<typeof sessionConfigSchema>
