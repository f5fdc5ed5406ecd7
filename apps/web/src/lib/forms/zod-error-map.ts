import type { z } from 'zod'

/** Validation message keys in the `common` namespace. */
export type ValidationKey = 'validation.required' | 'validation.tooLong' | 'validation.invalid'

/**
 * Maps zod issues from the contract's schemas to translation keys, so forms validate with the same rules as
 * the server and still speak the interface language. The key travels as the message; forms translate it.
 */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) => {
  const empty = issue.input === undefined || issue.input === null || issue.input === ''
  if (empty || (issue.code === 'too_small' && issue.minimum === 1)) return 'validation.required'
  if (issue.code === 'too_big') return 'validation.tooLong'
  return 'validation.invalid'
}

export function isValidationKey(message: string | undefined): message is ValidationKey {
  return (
    message === 'validation.required' || message === 'validation.tooLong' || message === 'validation.invalid'
  )
}
