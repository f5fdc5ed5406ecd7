import { DEFAULT_SETTINGS, type SettingsInput } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import type { DocumentEvent } from '../documents/events.ts'

const t = await createTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))
const admin = await t.signInAs('admin')

const readPublic = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data

describe('the Khmer digits setting (decision 0041)', () => {
  it('is off in a fresh shop, for the settings screen and for every page', async () => {
    expect((await t.as(admin.token).get('/api/settings')).json().data.khmer_digits).toBe(false)
    expect((await readPublic()).khmer_digits).toBe(false)
  })

  it('saves, reads back, reaches every page (the till and the receipts) and goes out live', async () => {
    events.length = 0
    const body = { ...DEFAULT_SETTINGS, khmer_digits: true } satisfies SettingsInput
    const saved = await t.as(admin.token).put('/api/settings', body)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.khmer_digits).toBe(true)
    expect((await t.as(admin.token).get('/api/settings')).json().data.khmer_digits).toBe(true)
    expect((await readPublic()).khmer_digits).toBe(true)
    expect(events.find((e) => e.type === 'settings.updated')).toMatchObject({ khmer_digits: true })

    await t.as(admin.token).put('/api/settings', { ...body, khmer_digits: false })
    expect((await readPublic()).khmer_digits).toBe(false)
  })

  it('takes only a yes or no', async () => {
    const response = await t
      .as(admin.token)
      .put('/api/settings', { ...DEFAULT_SETTINGS, khmer_digits: 'yes' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toHaveProperty('khmer_digits')
  })
})
