import type { LoginRequest } from '@sms/contract'
import { type ValidationKey, validationErrorMap } from '../../../lib/forms/zod-error-map.ts'

export type SignInErrors = Partial<Record<keyof LoginRequest, ValidationKey>>

/**
 * Checks the sign-in fields with the contract's schema: the request to send, or a message key per field.
 * The schema (and zod) load on the first check, after the page is up, to keep /login small.
 */
export async function validateSignIn(
  values: LoginRequest,
): Promise<{ request?: LoginRequest; errors: SignInErrors }> {
  const { loginRequestSchema } = await import('@sms/contract')
  const result = loginRequestSchema.safeParse(values, { error: validationErrorMap })
  if (result.success) return { request: result.data, errors: {} }
  const errors: SignInErrors = {}
  for (const issue of result.error.issues) {
    const name = issue.path[0]
    if ((name === 'email' || name === 'password') && !errors[name])
      errors[name] = issue.message as ValidationKey
  }
  return { errors }
}
