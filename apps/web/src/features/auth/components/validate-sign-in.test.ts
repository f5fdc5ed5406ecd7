import { describe, expect, it } from 'vitest'
import { validateSignIn } from './validate-sign-in.ts'

describe('validateSignIn', () => {
  it('marks each empty field as required', async () => {
    expect(await validateSignIn({ email: '', password: '' })).toEqual({
      errors: { email: 'validation.required', password: 'validation.required' },
    })
  })

  it('counts an e-mail of spaces as empty, as the server does', async () => {
    expect((await validateSignIn({ email: '   ', password: 'secret' })).errors).toEqual({
      email: 'validation.required',
    })
  })

  it('refuses what the contract refuses', async () => {
    expect((await validateSignIn({ email: 'a@b.c', password: 'x'.repeat(201) })).errors).toEqual({
      password: 'validation.tooLong',
    })
  })

  it('returns the request the contract builds, trimmed', async () => {
    expect(await validateSignIn({ email: ' admin@example.com ', password: 'secret' })).toEqual({
      request: { email: 'admin@example.com', password: 'secret' },
      errors: {},
    })
  })
})
