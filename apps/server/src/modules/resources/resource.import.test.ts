import { gs1CheckDigit, type ImportEvent } from '@sms/contract'
import { count, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createBrand, createCategory, createSubCategory, createUnit } from '../../db/factories/catalogue.ts'
import { createProduct } from '../../db/factories/products.ts'
import { auditLog, customers, products, villages } from '../../db/schema/index.ts'

const t = await createTestApp()
const admin = bearer((await t.signInAs('admin')).token)

const upload = (path: string, csv: string, query = '', headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/import${query}`,
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  })
const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent)
const countWhere = async (table: typeof products | typeof customers, where: ReturnType<typeof like>) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0

const brand = await createBrand(t.db, { code: 'ANGKOR' })
const unit = await createUnit(t.db, { code: 'CAN' })
const drinks = await createCategory(t.db, { code: 'DRINKS' })
const beer = await createSubCategory(t.db, { code: 'BEER', category_id: drinks.id })
await createSubCategory(t.db, { code: 'SOAP' })
// A deleted product keeps its SKU (the unique index covers it): a row cannot take it or update it.
await createProduct(t.db, { sku: 'TAKEN-1', deleted_at: new Date() })

const ean = (n: number) => {
  const body = `884${String(n).padStart(9, '0')}`
  return `${body}${gs1CheckDigit(body)}`
}
const HEADER =
  'name_en,name_kh,sku,barcode,brand,unit,category,sub_category,price_usd,price_khr,taxable,colour'
const line = (
  sku: string,
  overrides: Partial<Record<'barcode' | 'brand' | 'price' | 'sub' | 'name', string>> = {},
) =>
  [
    overrides.name ?? 'Angkor Beer 330ml',
    'ស្រាបៀរ អង្គរ',
    sku,
    overrides.barcode ?? '',
    overrides.brand ?? 'ANGKOR',
    'CAN',
    'DRINKS',
    overrides.sub ?? 'BEER',
    overrides.price ?? '$1.50',
    '"6,200"',
    'yes',
    'red',
  ].join(',')

describe('CSV import: the dry run', () => {
  it('answers a preview with per-row errors and writes nothing', async () => {
    const csv = [
      `\uFEFF${HEADER}`,
      line('OK-1', { barcode: ean(1) }),
      line('OK-2', { price: '1.505' }),
      line('OK-3', { brand: 'NOPE' }),
      line('OK-1'),
      line('TAKEN-1'),
      line('OK-4', { barcode: '8840000000012' }),
      line('OK-5', { barcode: '8.84E+12' }),
      line('OK-6', { sub: 'SOAP' }),
      line('OK-7', { name: '' }),
      '',
    ].join('\r\n')
    const response = await upload('products', csv, '?dry_run=true')
    expect(response.statusCode).toBe(200)
    const preview = response.json()
    expect(preview).toMatchObject({ total: 9, valid: 1, ignored_columns: ['colour'] })
    expect(preview.errors).toEqual([
      { row: 3, field: 'price_usd', codes: ['invalid_money'] },
      { row: 4, field: 'brand', codes: ['not_found'] },
      { row: 5, field: 'sku', codes: ['duplicate'] },
      { row: 6, field: 'sku', codes: ['taken'] },
      { row: 7, field: 'barcode', codes: ['check_digit'] },
      { row: 8, field: 'barcode', codes: ['scientific_notation'] },
      { row: 9, field: 'sub_category', codes: ['category_mismatch'] },
      { row: 10, field: 'name_en', codes: ['required'] },
    ])
    expect(preview.preview[0]).toEqual({
      row: 2,
      values: expect.objectContaining({
        sku: 'OK-1',
        name_kh: 'ស្រាបៀរ អង្គរ',
        price_usd: 150,
        price_khr: 6200,
        brand_id: brand.id,
        unit_id: unit.id,
        sub_category_id: beer.id,
        taxable: true,
        status: true,
      }),
    })
    expect(await countWhere(products, like(products.sku, 'OK-%'))).toBe(0)
  })

  it('names a missing required column once instead of failing every row', async () => {
    const response = await upload('products', 'name_en,sku\nRice,R-1\n', '?dry_run=1')
    expect(response.json()).toMatchObject({
      total: 1,
      valid: 0,
      errors: [
        // The riel price is optional (a dollar price is the price, decision 0029).
        { row: 1, field: 'price_usd', codes: ['missing_column'] },
      ],
    })
  })
})

describe('CSV import: writing', () => {
  it('writes nothing when one row of the file is bad', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => line(`ALL-${i}`, i === 550 ? { price: 'free' } : {}))
    const response = await upload('products', [HEADER, ...rows].join('\n'))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: {
        total: 600,
        valid: 599,
        errors: [{ row: 552, field: 'price_usd', codes: ['invalid_money'] }],
      },
    })
    expect(await countWhere(products, like(products.sku, 'ALL-%'))).toBe(0)
  })

  it('imports 10,000 products in one transaction, streaming progress, with an audit entry per row', async () => {
    const before = (
      await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'products'))
    )[0]
    const rows = Array.from({ length: 10_000 }, (_, i) => line(`BULK-${i}`, { barcode: ean(100_000 + i) }))
    const response = await upload('products', [HEADER, ...rows].join('\n'))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/x-ndjson')
    const stream = events(response.body)
    expect(stream[0]).toEqual({ type: 'progress', done: 0, total: 10_000 })
    expect(stream.filter((e) => e.type === 'progress')).toHaveLength(21)
    expect(stream.at(-1)).toEqual({ type: 'done', created: 10_000, updated: 0 })
    expect(await countWhere(products, like(products.sku, 'BULK-%'))).toBe(10_000)
    const after = (
      await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'products'))
    )[0]
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(10_000)
  })

  it('lands two racing files with the same SKUs each whole or not at all', async () => {
    const file = [HEADER, ...Array.from({ length: 1200 }, (_, i) => line(`RACE-${i}`))].join('\n')
    const [first, second] = await Promise.all([upload('products', file), upload('products', file)])
    const outcome = (r: typeof first) =>
      r.statusCode === 422 ? 'refused' : (events(r.body).at(-1)?.type ?? 'none')
    // The second file either lost the race for the new SKUs (rolled back whole) or was checked after the
    // first landed and updates its rows; never a mix, never a second copy.
    const outcomes = [outcome(first), outcome(second)].sort()
    expect([
      ['done', 'done'],
      ['done', 'error'],
      ['done', 'refused'],
    ]).toContainEqual(outcomes)
    expect(await countWhere(products, like(products.sku, 'RACE-%'))).toBe(1200)
  })

  it('answers 413 for a file over 20 MB', async () => {
    const response = await upload('products', `${HEADER}\n${'x'.repeat(21 * 1024 * 1024)}`)
    expect(response.statusCode).toBe(413)
  })

  it('imports customers from gazetteer codes, restoring zeros a spreadsheet dropped', async () => {
    const [village] = await t.db.select().from(villages).where(eq(villages.code, '02030101'))
    const csv = [
      'Name,Phone,E-mail,Address,Province,District,Commune,Village,Shipping Village,Status',
      'Sok Dara,012 345 678,dara@example.com,#5 St. 1,2,203,20301,2030101,12020101,active',
      'ចាន់ សុភា,,,,,,,,,inactive',
    ].join('\n')
    const response = await upload('customers', csv)
    expect(events(response.body).at(-1)).toEqual({ type: 'done', created: 2, updated: 0 })
    const [dara] = await t.db.select().from(customers).where(eq(customers.name, 'Sok Dara'))
    expect(dara).toMatchObject({
      email: 'dara@example.com',
      village_id: village?.id,
      commune_id: village?.commune_id,
      status: true,
    })
    expect(dara?.shipping_province_id).not.toBeNull()
  })

  it('reports a place that contradicts its parent on that row', async () => {
    const csv = 'name,province,district\nMismatch,17,1201\n'
    const response = await upload('customers', csv, '?dry_run=true')
    expect(response.json().errors).toEqual([{ row: 2, field: 'district', codes: ['mismatch'] }])
  })
})

describe('CSV import: access and input', () => {
  it('needs the create permission of the resource', async () => {
    const cashier = bearer((await t.signInAs('cashier')).token)
    expect((await upload('products', HEADER, '?dry_run=true', cashier)).statusCode).toBe(403)
    expect((await upload('customers', 'name\nWalk-in\n', '?dry_run=true', cashier)).statusCode).toBe(200)
    const stockKeeper = bearer((await t.signInAs('stock_keeper')).token)
    expect((await upload('products', HEADER, '?dry_run=true', stockKeeper)).statusCode).toBe(200)
  })

  it('refuses a JSON body with 415 and offers no import where there is no importer', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/customers/import',
      headers: admin,
      payload: { name: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect((await upload('brands', 'name_en,code\nX,X\n')).statusCode).toBe(404)
  })
})
