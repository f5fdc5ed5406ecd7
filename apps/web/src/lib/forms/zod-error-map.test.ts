import { loginRequestSchema } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { validationErrorMap } from './zod-error-map.ts'

function messages(input: unknown): Record<string, string | undefined> {
  const result = loginRequestSchema.safeParse(input, { error: validationErrorMap })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('validation error map', () => {
  it('reports empty and blank fields as required', () => {
    expect(messages({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    })
    expect(messages({ email: '   ', password: 'x' })).toEqual({ email: 'validation.required' })
    expect(messages({})).toEqual({ email: 'validation.required', password: 'validation.required' })
  })

  it('reports over-long values', () => {
    expect(messages({ email: 'a'.repeat(300), password: 'x' })).toEqual({ email: 'validation.tooLong' })
  })
})
