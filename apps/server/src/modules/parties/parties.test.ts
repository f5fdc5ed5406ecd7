import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { communes, districts, provinces, villages } from '../../db/schema/index.ts'

const t = await createTestApp()
const as = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload }),
  put: (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload }),
})
const api = as((await t.signInAs('admin')).token)

/** Gazetteer ids by NCDD code (the template database holds the real gazetteer). */
const idOf = async (
  table: typeof provinces | typeof districts | typeof communes | typeof villages,
  code: string,
) => {
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.code, code))
  if (!row) throw new Error(`gazetteer code ${code} missing`)
  return row.id
}
const phnomPenh = await idOf(provinces, '12')
const chamkarMon = await idOf(districts, '1201')
const dounPenh = await idOf(districts, '1202')
const phsarThmei1 = await idOf(communes, '120201')
const tonleBassac = await idOf(communes, '120101')
const phum1 = await idOf(villages, '12020101')
const siemReap = await idOf(provinces, '17')

describe('stores', () => {
  it('creates, lists, updates, and keeps codes unique', async () => {
    const created = await api.post('/api/stores', {
      name_en: 'Central Market',
      name_kh: 'ផ្សារធំថ្មី',
      code: 'PP-01',
      phone: '023 998 877',
      address: 'St. 130, Phnom Penh',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ message: 'Store successfully created!', data: { status: true } })

    const listed = await api.get(`/api/stores?q=${encodeURIComponent('ផ្សារ')}`)
    expect(listed.json().data.map((s: { code: string }) => s.code)).toEqual(['PP-01'])

    const id = created.json().data.id
    const updated = await api.put(`/api/stores/${id}`, { name_en: 'Central Market 2', code: 'PP-01' })
    expect(updated.json()).toMatchObject({ message: 'Store successfully updated!', data: { phone: null } })

    const twin = await api.post('/api/stores', { name_en: 'Twin', code: 'PP-01' })
    expect(twin.statusCode).toBe(422)
    expect(twin.json().errors).toEqual({ code: ['taken'] })
  })

  it('answers 422 on the fields', async () => {
    const response = await api.post('/api/stores', { code: 'bad code', phone: 'call me' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      name_en: ['required'],
      code: ['invalid_format'],
      phone: ['phone'],
    })
  })
})

describe('discounts', () => {
  const discount = (overrides: object) => ({
    name_en: 'New Year',
    type: 'percentage',
    value: 10,
    ...overrides,
  })

  it('creates percentage and fixed discounts with open or closed periods', async () => {
    const percentage = await api.post(
      '/api/discounts',
      discount({ name_kh: 'ចូលឆ្នាំ', starts_on: '2026-04-13', ends_on: '2026-04-16' }),
    )
    expect(percentage.statusCode).toBe(201)
    expect(percentage.json()).toMatchObject({
      message: 'Discount successfully created!',
      data: { type: 'percentage', value: 10, starts_on: '2026-04-13', ends_on: '2026-04-16' },
    })
    const fixed = await api.post(
      '/api/discounts',
      discount({ name_en: 'One dollar off', type: 'fixed', value: 100 }),
    )
    expect(fixed.json().data).toMatchObject({ value: 100, starts_on: null, ends_on: null })

    const id = fixed.json().data.id
    const updated = await api.put(
      `/api/discounts/${id}`,
      discount({ type: 'fixed', value: 250, status: false }),
    )
    expect(updated.json().data).toMatchObject({ value: 250, status: false })
    const listed = await api.get('/api/discounts?filter[type][equals]=percentage&filter[value][gte]=5')
    expect(listed.json().meta.total).toBe(1)
  })

  it.each([
    [{ value: 101 }, { value: ['too_big'] }],
    [{ value: 0 }, { value: ['too_small'] }],
    [{ type: 'fixed', value: 0 }, { value: ['too_small'] }],
    [{ value: 1.5 }, { value: ['invalid_type'] }],
    [{ type: 'bogus' }, { type: ['invalid_value'] }],
    [{ starts_on: '2026-05-01', ends_on: '2026-04-30' }, { ends_on: ['before_start'] }],
    [{ starts_on: '2026-13-01' }, { starts_on: ['invalid_format'] }],
  ])('%o answers 422 %o', async (overrides, errors) => {
    const response = await api.post('/api/discounts', discount(overrides))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual(errors)
  })

  it('allows a one-day discount and a fixed discount above 100 cents', async () => {
    const oneDay = discount({ type: 'fixed', value: 500, starts_on: '2026-01-01', ends_on: '2026-01-01' })
    expect((await api.post('/api/discounts', oneDay)).statusCode).toBe(201)
  })
})

describe('customers and suppliers', () => {
  it('creates a customer from the village alone, filling in commune, district and province', async () => {
    const response = await api.post('/api/customers', {
      name: 'Sok Dara',
      phone: '012 345 678',
      email: 'Dara@Example.com',
      address: '#12, St. 108',
      village_id: phum1,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      message: 'Customer successfully created!',
      data: {
        email: 'dara@example.com',
        province_id: phnomPenh,
        district_id: dounPenh,
        commune_id: phsarThmei1,
        village_id: phum1,
        shipping_province_id: null,
      },
    })
    const listed = await api.get(`/api/customers?filter[district_id][equals]=${dounPenh}&q=dara`)
    expect(listed.json().meta.total).toBe(1)
  })

  it('updates a customer, clearing an address the form left empty', async () => {
    const created = await api.post('/api/customers', { name: 'Chan Sophea', province_id: siemReap })
    const id = created.json().data.id
    const updated = await api.put(`/api/customers/${id}`, { name: 'Chan Sophea', email: '' })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      message: 'Customer successfully updated!',
      data: { province_id: null, email: null },
    })
  })

  it.each([
    ['a district of another province', { province_id: siemReap, district_id: dounPenh }, 'district_id'],
    ['a village outside its commune', { commune_id: tonleBassac, village_id: phum1 }, 'village_id'],
    ['a commune of another district', { district_id: chamkarMon, commune_id: phsarThmei1 }, 'commune_id'],
    [
      'a shipping district of another province',
      { shipping_province_id: siemReap, shipping_district_id: chamkarMon },
      'shipping_district_id',
    ],
  ])('refuses %s with 422 mismatch on the child', async (_case, address, field) => {
    const response = await api.post('/api/customers', { name: 'Mismatch', ...address })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ [field]: ['mismatch'] })
  })

  it('answers not_found for a place that does not exist, and 422 for a bad e-mail', async () => {
    const unknown = await api.post('/api/suppliers', { name: 'Nowhere', village_id: 999_999_999 })
    expect(unknown.json().errors).toEqual({ village_id: ['not_found'] })
    const email = await api.post('/api/customers', { name: 'Bad mail', email: 'not-an-email' })
    expect(email.statusCode).toBe(422)
    expect(Object.keys(email.json().errors)).toEqual(['email'])
  })

  it('creates and updates suppliers with a supplier type', async () => {
    const created = await api.post('/api/suppliers', {
      name: 'Cambrew Ltd.',
      supplier_type: 'manufacturer',
      shipping_village_id: phum1,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      message: 'Supplier successfully created!',
      data: { supplier_type: 'manufacturer', shipping_province_id: phnomPenh, province_id: null },
    })
    const id = created.json().data.id
    const updated = await api.put(`/api/suppliers/${id}`, {
      name: 'Cambrew Ltd.',
      supplier_type: 'distributor',
    })
    expect(updated.json().data.supplier_type).toBe('distributor')
    const listed = await api.get('/api/suppliers?filter[supplier_type][equals]=distributor')
    expect(listed.json().meta.total).toBe(1)
    const bad = await api.post('/api/suppliers', { name: 'X', supplier_type: 'smuggler' })
    expect(bad.json().errors).toEqual({ supplier_type: ['invalid_value'] })
  })

  it('lets a cashier create customers but not edit them, nor create suppliers', async () => {
    const cashier = as((await t.signInAs('cashier')).token)
    const customer = await cashier.post('/api/customers', { name: 'Walk-in', village_id: phum1 })
    expect(customer.statusCode).toBe(201)
    const edit = await cashier.put(`/api/customers/${customer.json().data.id}`, { name: 'Renamed' })
    expect(edit.statusCode).toBe(403)
    expect((await cashier.post('/api/suppliers', { name: 'Nope' })).statusCode).toBe(403)
    expect((await cashier.get('/api/stores')).statusCode).toBe(200)
    expect((await cashier.post('/api/stores', { name_en: 'X', code: 'X' })).statusCode).toBe(403)
  })
})
