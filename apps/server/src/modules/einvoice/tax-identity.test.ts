import { DEFAULT_SETTINGS, VATTIN } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const customer = (values: object) =>
  t.as(admin.token).post('/api/customers', { name: 'Angkor Trading Co., Ltd.', status: true, ...values })

describe('a VATTIN', () => {
  it('has the GDT format: L00X/K00X with 9 digits, E00X with 10', () => {
    for (const good of ['L001-123456789', 'K009-000000001', 'E001-1234567890'])
      expect(VATTIN.test(good)).toBe(true)
    for (const bad of [
      'L001-12345678',
      'K001-1234567890',
      'E001-123456789',
      'A001-123456789',
      'L011-123456789',
      'l001-123456789',
      'L001123456789',
      ' K001-123456789',
    ]) {
      expect(VATTIN.test(bad), bad).toBe(false)
    }
  })

  it('is refused on a customer with a field error, and nothing is written', async () => {
    const response = await customer({ vat_number: 'K001-12345', caminvoice_id: 'KH-1234' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { vat_number: ['vat_number'], caminvoice_id: ['caminvoice_id'] },
    })
    const listed = await t.as(admin.token).get('/api/customers?q=Angkor')
    expect(listed.json().meta.total).toBe(0)
  })

  it('is kept on a customer with the endpoint ID and the Khmer name and address', async () => {
    const response = await customer({
      vat_number: 'E001-1234567890',
      caminvoice_id: 'KHUID00001234',
      name_kh: 'ក្រុមហ៊ុន អង្គរ ពាណិជ្ជកម្ម',
      address_kh: 'ភ្នំពេញ',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data).toMatchObject({
      vat_number: 'E001-1234567890',
      caminvoice_id: 'KHUID00001234',
      name_kh: 'ក្រុមហ៊ុន អង្គរ ពាណិជ្ជកម្ម',
      address_kh: 'ភ្នំពេញ',
    })
  })

  it('typed in lower case is the same number: accepted and stored upper-cased', async () => {
    const response = await customer({ vat_number: ' k001-123456789 ' })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.vat_number).toBe('K001-123456789')
    const settings = await t.as(admin.token).put('/api/settings', {
      ...DEFAULT_SETTINGS,
      vat_number: 'e002-1234567890',
    })
    expect(settings.statusCode, settings.body).toBe(200)
    expect(settings.json().data.vat_number).toBe('E002-1234567890')
    expect((await t.as(admin.token).get('/api/settings')).json().data.vat_number).toBe('E002-1234567890')
  })

  it('is refused in the shop’s settings with a field error; a good one is saved with the endpoint ID', async () => {
    const bad = await t.as(admin.token).put('/api/settings', {
      ...DEFAULT_SETTINGS,
      vat_number: 'VAT-12345',
      caminvoice_id: 'KHUID1',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ vat_number: ['vat_number'], caminvoice_id: ['caminvoice_id'] })
    const good = await t.as(admin.token).put('/api/settings', {
      ...DEFAULT_SETTINGS,
      vat_number: 'L001-100200300',
      caminvoice_id: 'KHUID00009876',
      address: 'No. 1, Street 178, Phnom Penh',
      address_kh: 'ផ្ទះលេខ ១ ផ្លូវ ១៧៨ ភ្នំពេញ',
    })
    expect(good.statusCode, good.body).toBe(200)
    expect(good.json().data).toMatchObject({
      vat_number: 'L001-100200300',
      caminvoice_id: 'KHUID00009876',
      address_kh: 'ផ្ទះលេខ ១ ផ្លូវ ១៧៨ ភ្នំពេញ',
    })
  })
})
