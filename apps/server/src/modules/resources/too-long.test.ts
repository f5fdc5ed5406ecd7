import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')

describe('an over-long text', () => {
  it('answers 422 `too_big` with the longest text the field takes, so the message can say it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: bearer(admin.token),
      payload: { name_en: 'x'.repeat(151), code: 'L'.repeat(300) },
    })
    expect(response.statusCode).toBe(422)
    const body = response.json()
    expect(body.errors).toMatchObject({ name_en: ['too_big'] })
    expect(body.params.max_length).toMatchObject({ name_en: 150 })
  })

  it('names no limit for other errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: bearer(admin.token),
      payload: {},
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().params).toBeUndefined()
  })
})
