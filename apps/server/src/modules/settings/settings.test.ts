import { DEFAULT_SETTINGS, type Settings, type SettingsInput } from '@sms/contract'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { expiryWarningDays } from './settings.service.ts'

const t = await createTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))

const admin = await t.signInAs('admin')
const editable = (): SettingsInput => ({ ...DEFAULT_SETTINGS })

function multipartBody(file: Buffer) {
  const boundary = '----sms-settings-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('a fresh shop', () => {
  it('has the defaults: VAT 10%, 100 riel rounding to the nearest, mm/dd/yy, Sunday, 30 days', async () => {
    const response = await t.as(admin.token).get('/api/settings')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      vat_rate: 10,
      prices_include_vat: true,
      riel_rounding_step: 100,
      riel_rounding_mode: 'nearest',
      date_format: 'MM/DD/YY',
      first_weekday: 'sunday',
      expiry_warning_days: 30,
      updated_at: null,
    })
  })
})

describe('who reads what', () => {
  it('shows the appearance and the date rules to anyone, without signing in, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/public' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const data = response.json().data
    expect(Object.keys(data).sort()).toEqual(
      [
        'system_title',
        'font_family',
        'footer_text',
        'primary_color',
        'secondary_color',
        'background_color',
        'default_color_mode',
        'logo_url',
        'favicon_url',
        'date_format',
        'first_weekday',
        'khmer_digits',
      ].sort(),
    )
    expect(data).not.toHaveProperty('vat_number')
  })

  it('needs settings.view to read the rest and settings.edit to change it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401)
    const reader = await t.signInWith(['settings.view'])
    expect((await t.as(reader.token).get('/api/settings')).statusCode).toBe(200)
    const refused = await t.as(reader.token).put('/api/settings', editable())
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', params: { permission: 'settings.edit' } })
  })
})

describe('what a sale counts with', () => {
  it('lets any signed-in user read the shop on its receipts, VAT and rounding, and nothing more', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/sale' })).statusCode).toBe(401)
    const cashier = await t.signInAs('cashier')
    expect((await t.as(cashier.token).get('/api/settings')).statusCode).toBe(403)
    await t.as(admin.token).put('/api/settings', {
      ...editable(),
      legal_name_en: 'Phsar Thmei Mart Co., Ltd.',
      vat_number: 'K001-901234567',
      riel_rounding_step: 500,
      bakong_account_id: 'phsar_thmei@aclb',
    } satisfies SettingsInput)
    const response = await t.as(cashier.token).get('/api/settings/sale')
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({
      legal_name_en: 'Phsar Thmei Mart Co., Ltd.',
      vat_number: 'K001-901234567',
      vat_rate: 10,
      prices_include_vat: true,
      riel_rounding_step: 500,
      riel_rounding_mode: 'nearest',
      khqr_enabled: true,
    })
    // Neither the account itself nor the appearance or the stock rules.
    expect(data).not.toHaveProperty('bakong_account_id')
    expect(data).not.toHaveProperty('expiry_warning_days')
    expect(data).not.toHaveProperty('updated_by')
    await t.as(admin.token).put('/api/settings', editable())
  })
})

describe('saving', () => {
  it('replaces the record, audits it, announces the appearance and says so in the spec words', async () => {
    events.length = 0
    const reader = await t.signInWith(['settings.view'])
    const body = {
      ...editable(),
      system_title: 'Phsar Thmei Mart',
      primary_color: '#7C3AED',
      secondary_color: '#abc',
      legal_name_kh: 'ផ្សារថ្មី ម៉ាត',
      legal_name_en: 'Phsar Thmei Mart Co., Ltd.',
      vat_number: 'K001-901234567',
      vat_rate: 10,
      riel_rounding_step: 500,
      riel_rounding_mode: 'up',
      date_format: 'DD/MM/YYYY',
      first_weekday: 'monday',
      expiry_warning_days: 45,
      logo_url: 'https://cdn.example.com/logo.png',
    } satisfies SettingsInput
    const response = await t.as(admin.token).put('/api/settings', body)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Settings updated successfully')
    const saved = response.json().data as Settings
    expect(saved).toMatchObject({
      system_title: 'Phsar Thmei Mart',
      primary_color: '#7c3aed',
      secondary_color: '#aabbcc',
      riel_rounding_step: 500,
      updated_by: admin.user.id,
    })
    expect((await t.as(admin.token).get('/api/settings')).json().data).toEqual(saved)
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data).toMatchObject({
      system_title: 'Phsar Thmei Mart',
      primary_color: '#7c3aed',
      logo_url: 'https://cdn.example.com/logo.png',
    })

    const audit = await t.as(admin.token).get('/api/audit-logs?filter[resource][equals]=settings')
    expect(audit.json().data[0]).toMatchObject({ action: 'updated', record_id: 1 })

    const announced = events.find((e) => e.type === 'settings.updated')
    expect(announced).toMatchObject({ type: 'settings.updated', primary_color: '#7c3aed' })
    expect(announced).not.toHaveProperty('vat_number')
    // The other reader is told; the one who saved is not.
    const told = events.filter((e) => e.type === 'notification.created')
    expect(told.map((e) => e.type === 'notification.created' && e.user_id)).toContain(reader.user.id)
    expect(told.map((e) => e.type === 'notification.created' && e.user_id)).not.toContain(admin.user.id)
  })

  it('refuses bad colours, addresses, sizes and texts with field errors, and changes nothing', async () => {
    const before = (await t.as(admin.token).get('/api/settings')).json().data
    events.length = 0
    const response = await t.as(admin.token).put('/api/settings', {
      ...editable(),
      system_title: '   ',
      primary_color: 'green',
      secondary_color: '#12345g',
      logo_url: 'javascript:alert(1)',
      favicon_url: 'http://example.com/icon.png',
      vat_rate: 10.555,
      riel_rounding_step: 250,
      riel_rounding_mode: 'sideways',
      expiry_warning_days: 0,
      footer_text: 'x'.repeat(301),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        system_title: ['too_small'],
        primary_color: ['color'],
        secondary_color: ['color'],
        logo_url: ['url'],
        favicon_url: ['url'],
        vat_rate: ['too_many_decimals'],
        riel_rounding_step: ['invalid_value'],
        riel_rounding_mode: ['invalid_value'],
        expiry_warning_days: ['too_small'],
        footer_text: ['too_big'],
      },
    })
    expect((await t.as(admin.token).get('/api/settings')).json().data).toEqual(before)
    expect(events).toEqual([])
  })

  it('refuses a body that leaves a field out (PUT replaces the whole record)', async () => {
    const { vat_rate: _left, ...partial } = editable()
    const response = await t.as(admin.token).put('/api/settings', partial)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ vat_rate: ['required'] })
  })
})

describe('logo and favicon', () => {
  const post = (url: string, file: Buffer, token = admin.token) => {
    const { body, headers } = multipartBody(file)
    return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload: body })
  }

  it('stores an uploaded picture, serves it, and removes it once replaced', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer()
    const first = await post('/api/settings/logo', png)
    expect(first.statusCode).toBe(200)
    const logo = first.json().data.logo_url as string
    expect(logo).toMatch(/^\/media\/settings\/.+\.webp$/)
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200)

    const favicon = (await post('/api/settings/favicon', png)).json().data.favicon_url as string
    expect(favicon).toMatch(/^\/media\/settings\/.+\.thumb\.webp$/)
    expect((await t.app.inject({ method: 'GET', url: favicon })).statusCode).toBe(200)

    // A PUT that names another logo lets the uploaded one go; the favicon it keeps stays.
    const current = (await t.as(admin.token).get('/api/settings')).json().data as Settings
    const { updated_at: _at, updated_by: _by, ...values } = current
    const replaced = await t.as(admin.token).put('/api/settings', { ...values, logo_url: null })
    expect(replaced.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: favicon })).statusCode).toBe(200)
  })

  it('checks the upload by its content, not its name', async () => {
    const response = await post('/api/settings/logo', Buffer.from('<svg onload="alert(1)"></svg>'))
    expect(response.statusCode).toBe(415)
  })

  it('needs settings.edit', async () => {
    const reader = await t.signInWith(['settings.view'])
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await post('/api/settings/logo', png, reader.token)).statusCode).toBe(403)
  })
})

describe('the stock rules', () => {
  // What the stock list and alerts do with it is checked in stock/expired.test.ts (issue 22.9).
  it('answer the saved expiry window to the stock alerts', async () => {
    const current = (await t.as(admin.token).get('/api/settings')).json().data as Settings
    const { updated_at: _at, updated_by: _by, ...values } = current
    await t.as(admin.token).put('/api/settings', { ...values, expiry_warning_days: 14 })
    expect(await expiryWarningDays(t.db)).toBe(14)
  })
})
