import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from './test-app.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload })

let sequence = 0
const product = (overrides: object = {}) => {
  sequence++
  return {
    name_en: `Rice ${sequence}`,
    sku: `RICE-H${sequence}`,
    price_usd: 150,
    price_khr: 6000,
    ...overrides,
  }
}

describe('numbers beyond a column', () => {
  it('stores money above 2^31 (columns are 64-bit) and refuses amounts beyond the contract', async () => {
    const big = await post('/api/products', product({ price_khr: 2_147_483_648 }))
    expect(big.statusCode).toBe(201)
    expect(big.json().data.price_khr).toBe(2_147_483_648)
    const huge = await post('/api/products', product({ price_usd: 1e14 }))
    expect(huge.statusCode).toBe(422)
    expect(huge.json().errors.price_usd).toBeDefined()
  })

  it('answers ids above 2^31 − 1 with 400 in the path and 422 in a body', async () => {
    expect((await get('/api/products/2147483648')).statusCode).toBe(400)
    expect((await get('/api/products/99999999999999999999')).statusCode).toBe(400)
    const response = await post('/api/products', product({ brand_id: 2_147_483_648 }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.brand_id).toBeDefined()
  })

  it.each([
    'filter[price_usd][lt]=1.5',
    'filter[price_usd][lt]=1e308',
    'filter[price_usd][gt]=-1e20',
    'filter[low_stock_threshold][gte]=2147483648',
    'filter[brand_id][equals]=2147483648',
    'filter[brand_id][equals]=1.5',
  ])('refuses %s with 400', async (filter) => {
    const response = await get(`/api/products?${filter}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
  })
})

describe('impossible dates', () => {
  it.each(['2024-02-30', '2023-02-29', '0000-01-01', '2026-13-01'])(
    'refuses %s in a filter and a field',
    async (day) => {
      expect((await get(`/api/products?filter[created_at][dateIs]=${day}`)).statusCode).toBe(400)
      const response = await post('/api/products', product({ expiry_date: day }))
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.expiry_date).toBeDefined()
    },
  )

  it('still takes a real leap day', async () => {
    expect((await get('/api/products?filter[created_at][dateIs]=2024-02-29')).statusCode).toBe(200)
    expect((await post('/api/products', product({ expiry_date: '2028-02-29' }))).statusCode).toBe(201)
  })
})

describe('invisible names', () => {
  it.each(['\u200b', '\u200b\u200c\u200d', '\ufeff ', '\u00a0\u200b'])('treats %j as empty', async (name) => {
    const response = await post('/api/brands', { name_en: name, code: `INV${++sequence}` })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.name_en).toBeDefined()
  })

  it('keeps Khmer text with its zero-width word breaks exactly', async () => {
    const name_kh = 'ទឹក\u200bសុទ្ធ'
    const response = await post('/api/brands', { name_en: 'Water', name_kh, code: `KH${++sequence}` })
    expect(response.statusCode).toBe(201)
    expect(response.json().data.name_kh).toBe(name_kh)
  })
})

const uploadTarget = (await post('/api/products', product())).json().data.id

describe('broken uploads', () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${uploadTarget}/image`,
      headers: { ...bearer(admin.token), 'content-type': contentType },
      payload,
    })

  it.each([
    [
      'a truncated part',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
    ['no boundary', 'multipart/form-data', '--XX\r\n\r\n'],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=YY',
      '--XX\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc\r\n--XX--',
    ],
    ['headers cut off', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-da'],
  ])('answers %s with a 4xx', async (_name, contentType, payload) => {
    const response = await upload(contentType, payload)
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})

describe('the import dry run and the import agree', () => {
  const importCsv = (csv: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/import${query}`,
      headers: { ...bearer(admin.token), 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    })

  it('imports what the dry run called valid, and refuses what it did not, for the same reasons', async () => {
    const csv = [
      'name_en,sku,price_usd,price_khr',
      'Gold bar,GOLD-1,"30,000,000.00",12300000000',
      '\u200b,BLANK-1,1.00,4100',
    ].join('\n')
    const dry = (await importCsv(csv, '?dry_run=1')).json()
    expect(dry).toMatchObject({ total: 2, valid: 1, errors: [{ row: 3, field: 'name_en' }] })
    const refused = await importCsv(csv)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().params.errors).toEqual(dry.errors)
    const valid = csv.split('\n').slice(0, 2).join('\n')
    expect((await importCsv(valid, '?dry_run=1')).json()).toMatchObject({ total: 1, valid: 1 })
    expect((await importCsv(valid)).statusCode).toBe(200)
    const gold = (await get('/api/products?filter[sku][equals]=GOLD-1')).json().data[0]
    expect(gold).toMatchObject({ price_usd: 3_000_000_000, price_khr: 12_300_000_000 })
  })
})

describe('deeply nested JSON', () => {
  const deep = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`
  const send = (url: string, payload: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    })

  it.each([
    ['arrays', deep(3000, '[', ']')],
    ['objects', deep(3000, '{"a":', '}')],
    ['a field holding arrays', `{"email":${deep(3000, '[', ']')},"password":"x"}`],
  ])(
    'answers 3,000 levels of %s with 400 before anything walks them, even anonymously',
    async (_, payload) => {
      // Routes open to anyone (sign-in, refresh, the Pusher HTTP API before its signature) and a signed-in one.
      const answers = [
        await send('/api/login', payload),
        await send('/api/refresh', payload),
        await send('/apps/1/events', payload),
        await send('/api/products', payload, bearer(admin.token)),
      ]
      for (const response of answers) {
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toMatch(/nests deeper than 32 levels/)
      }
    },
  )

  it('judges a body as deep as the limit on its fields, and does not count brackets inside strings', async () => {
    const atLimit = await send('/api/login', `{"email":${deep(31, '[', ']')},"password":"x"}`)
    expect(atLimit.statusCode).toBe(422)
    const bracketsInText = await post('/api/products', product({ name_en: `${'['.repeat(100)}"{` }))
    expect(bracketsInText.statusCode).toBe(201)
  })
})
