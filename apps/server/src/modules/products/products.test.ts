import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { ean13 } from '../../db/factories/products.ts'
import { auditLog } from '../../db/schema/index.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const auth = bearer(admin.token)

type Json = Record<string, unknown>
const post = (url: string, payload: Json, headers = auth) =>
  t.app.inject({ method: 'POST', url, headers, payload })
const list = (query: string, headers = auth) =>
  t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers })
const skus = (response: { json: () => { data: { sku: string }[] } }) => response.json().data.map((p) => p.sku)

let drinks: number
let snacks: number
let water: number
let chips: number
// A category of its own, so the filter tests see exactly these four products.
let pepperCategory: number

async function createId(url: string, payload: Json) {
  const response = await post(url, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.id as number
}

const product = (overrides: Json = {}): Json => ({
  name_en: 'Angkor Drinking Water 500ml',
  name_kh: 'ទឹកបរិសុទ្ធ អង្គរ 500ml',
  sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
  price_usd: 50,
  price_khr: 2000,
  ...overrides,
})

beforeAll(async () => {
  drinks = await createId('/api/categories', { name_en: 'Drinks', code: 'DRK' })
  snacks = await createId('/api/categories', { name_en: 'Snacks', code: 'SNK' })
  pepperCategory = await createId('/api/categories', { name_en: 'Spices', code: 'SPC' })
  water = await createId('/api/sub-categories', { name_en: 'Water', code: 'WTR', category_id: drinks })
  chips = await createId('/api/sub-categories', { name_en: 'Chips', code: 'CHP', category_id: snacks })
  const peppers = [
    ['PEP-100', 100, '2030-01-15'],
    ['PEP-250', 250, '2030-06-30'],
    ['PEP-500', 500, null],
    ['PEP-1000', 1000, '2031-01-01'],
  ] as const
  for (const [sku, price, expiry] of peppers) {
    await createId(
      '/api/products',
      product({
        name_en: `Kampot Pepper ${sku}`,
        sku,
        price_usd: price,
        price_khr: price * 41,
        expiry_date: expiry,
        category_id: pepperCategory,
      }),
    )
  }
})

describe('products: create, update, list', () => {
  it('creates with the spec message, defaults and null image URLs', async () => {
    const response = await post(
      '/api/products',
      product({ sku: 'WTR-500', barcode: '8850006330012', category_id: drinks, sub_category_id: water }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      message: 'Product successfully created!',
      data: {
        sku: 'WTR-500',
        barcode: '8850006330012',
        price_usd: 50,
        price_khr: 2000,
        cost_usd: null,
        taxable: true,
        low_stock_threshold: 0,
        status: true,
        image: null,
        image_url: null,
        thumbnail_url: null,
        category_id: drinks,
        sub_category_id: water,
      },
    })
  })

  it('updates as a full replacement, keeping the date as a plain date', async () => {
    const id = await createId('/api/products', product({ sku: 'UPD-1', brand_id: null }))
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: auth,
      payload: product({ sku: 'UPD-1', price_usd: 75, taxable: false, expiry_date: '2027-03-01' }),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Product successfully updated!',
      data: { price_usd: 75, taxable: false, expiry_date: '2027-03-01' },
    })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'products'), eq(auditLog.record_id, id)))
    expect(audit.map((a) => a.action)).toEqual(['created', 'updated'])
  })

  it('lists and searches by name in both languages, SKU and barcode', async () => {
    expect(skus(await list('q=WTR-5'))).toEqual(['WTR-500'])
    expect(skus(await list('q=0006330'))).toEqual(['WTR-500'])
    expect(skus(await list(`q=${encodeURIComponent('បរិសុទ្ធ')}&filter[sku][equals]=WTR-500`))).toEqual([
      'WTR-500',
    ])
    expect((await list('filter[barcode][equals]=8850006330012')).json().meta.total).toBe(1)
  })
})

describe('products: validation and uniqueness', () => {
  it('answers 422 check_digit for an EAN-13 with a wrong check digit', async () => {
    const response = await post('/api/products', product({ barcode: '8850006330013' }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ barcode: ['check_digit'] })
  })

  it('accepts UPC-A, EAN-8 and Code 128 barcodes', async () => {
    for (const barcode of ['036000291452', '96385074', 'SHOP-0001/A']) {
      expect((await post('/api/products', product({ barcode }))).statusCode).toBe(201)
    }
  })

  it('requires the names, SKU and both prices, and refuses negative or fractional money', async () => {
    const response = await post('/api/products', { price_usd: -1, price_khr: 10.5 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      name_en: ['required'],
      sku: ['required'],
      price_usd: ['too_small'],
      price_khr: ['invalid_type'],
    })
  })

  it.each([
    ['sku', { sku: 'DUP-SKU' }, { sku: 'DUP-SKU' }],
    ['barcode', { barcode: ean13(42) }, { barcode: ean13(42) }],
  ])('answers 422 taken on a duplicate %s', async (field, first, second) => {
    expect((await post('/api/products', product(first))).statusCode).toBe(201)
    const response = await post('/api/products', product(second))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ [field]: ['taken'] })
  })

  it.each([
    ['sku', () => ({ sku: 'RACE-SKU' })],
    ['barcode', () => ({ barcode: ean13(4242) })],
  ])('keeps %s unique under concurrent requests', async (field, unique) => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/products', product(unique()))),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422])
    expect(results.find((r) => r.statusCode === 422)?.json().errors).toEqual({ [field]: ['taken'] })
  })

  it('refuses a sub-category of another category, or without its category', async () => {
    for (const category_id of [snacks, null]) {
      const response = await post('/api/products', product({ category_id, sub_category_id: water }))
      expect(response.statusCode).toBe(422)
      expect(response.json().errors).toEqual({ sub_category_id: ['category_mismatch'] })
    }
    expect(
      (await post('/api/products', product({ category_id: snacks, sub_category_id: chips }))).statusCode,
    ).toBe(201)
  })

  it('answers 422 not_found for a reference that does not exist', async () => {
    const response = await post('/api/products', product({ brand_id: 999_999 }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ brand_id: ['not_found'] })
  })
})

describe('products: filters and sort', () => {
  const inPepper = (query: string) => list(`filter[category_id][equals]=${pepperCategory}&${query}`)

  it.each([
    ['price_usd', 'lt', '500', ['PEP-100', 'PEP-250']],
    ['price_usd', 'lte', '500', ['PEP-100', 'PEP-250', 'PEP-500']],
    ['price_usd', 'gt', '250', ['PEP-500', 'PEP-1000']],
    ['price_usd', 'gte', '250', ['PEP-250', 'PEP-500', 'PEP-1000']],
    ['price_khr', 'equals', '10250', ['PEP-250']],
    ['expiry_date', 'dateIs', '2030-06-30', ['PEP-250']],
    ['expiry_date', 'dateIsNot', '2030-06-30', ['PEP-100', 'PEP-500', 'PEP-1000']],
    ['expiry_date', 'dateBefore', '2030-06-30', ['PEP-100']],
    ['expiry_date', 'dateAfter', '2030-06-30', ['PEP-1000']],
  ])('%s %s %s', async (field, mode, value, expected) => {
    const response = await inPepper(`filter[${field}][${mode}]=${value}&sort=price_usd`)
    expect(response.statusCode, response.body).toBe(200)
    expect(skus(response)).toEqual(expected)
  })

  it('sorts by price both ways', async () => {
    expect(skus(await inPepper('sort=price_usd'))).toEqual(['PEP-100', 'PEP-250', 'PEP-500', 'PEP-1000'])
    expect(skus(await inPepper('sort=-price_usd'))).toEqual(['PEP-1000', 'PEP-500', 'PEP-250', 'PEP-100'])
  })

  it('refuses a text match mode on a price and sorting by an unlisted field', async () => {
    expect((await list('filter[price_usd][contains]=1')).statusCode).toBe(400)
    expect((await list('sort=cost_usd')).statusCode).toBe(400)
  })
})

describe('products: permissions', () => {
  it('lets a cashier list and view, but not create, edit, delete or change the picture', async () => {
    const cashier = bearer((await t.signInAs('cashier')).token)
    const id = await createId('/api/products', product())
    expect((await list('per_page=5', cashier)).statusCode).toBe(200)
    const view = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: cashier })
    expect(view.statusCode).toBe(200)
    const attempts = [
      { method: 'POST', url: '/api/products', payload: product() },
      { method: 'PUT', url: `/api/products/${id}`, payload: product({ price_usd: 1 }) },
      { method: 'DELETE', url: `/api/products/${id}` },
      { method: 'DELETE', url: `/api/products/${id}/image` },
    ] as const
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: cashier })
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403)
    }
  })
})
