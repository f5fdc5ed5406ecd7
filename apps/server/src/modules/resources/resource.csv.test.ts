import type { ImportEvent } from '@sms/contract'
import { asc, eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createBrand, createCategory, createSubCategory, createUnit } from '../../db/factories/catalogue.ts'
import { createProduct } from '../../db/factories/products.ts'
import { auditLog, customers, products, villages } from '../../db/schema/index.ts'

const t = await createTestApp()
const admin = bearer((await t.signInAs('admin')).token)

const exportCsv = async (path: string, query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/${path}/export?${query}`, headers: admin })
  expect(response.statusCode).toBe(200)
  return response.body
}
const upload = (path: string, csv: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/import${query}`,
    headers: { ...admin, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  })
const lastEvent = (body: string) => JSON.parse(body.trim().split('\n').at(-1) ?? 'null') as ImportEvent
const auditCount = async () => (await t.db.select().from(auditLog)).length

const storedProducts = () =>
  t.db.select().from(products).where(like(products.sku, 'RT-%')).orderBy(asc(products.sku))
const storedCustomers = () =>
  t.db.select().from(customers).where(like(customers.name, 'RT %')).orderBy(asc(customers.name))

const brand = await createBrand(t.db, { code: 'RTBRAND' })
const unit = await createUnit(t.db, { code: 'RTUNIT' })
const category = await createCategory(t.db, { code: 'RTCAT' })
const subCategory = await createSubCategory(t.db, { code: 'RTSUB', category_id: category.id })
const references = {
  brand_id: brand.id,
  unit_id: unit.id,
  category_id: category.id,
  sub_category_id: subCategory.id,
}
await createProduct(t.db, {
  sku: 'RT-1',
  name_en: 'Angkor Beer, 330ml "can"',
  name_kh: 'ស្រាបៀរ អង្គរ',
  price_usd: 150,
  price_khr: 6200,
  cost_usd: 99,
  taxable: true,
  expiry_date: '2026-12-31',
  low_stock_threshold: 12,
  ...references,
})
await createProduct(t.db, {
  sku: 'RT-2',
  name_en: '=HYPERLINK("http://evil","x")',
  price_usd: 5,
  ...references,
})
await createProduct(t.db, { sku: 'RT-3', name_en: "'=already quoted", short_name: '-2+3', taxable: false })
await createProduct(t.db, { sku: 'RT-4', name_en: '@SUM(A1)\nsecond line', cost_usd: null, status: false })

describe('CSV export and import share one format', () => {
  it('re-imports an exported product file unchanged as updates that change nothing', async () => {
    const before = await storedProducts()
    const csv = await exportCsv('products', 'filter[sku][startsWith]=RT-&sort=sku')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
    expect(lines[0]).toBe(
      'name_en,name_kh,short_name,sku,barcode,brand,unit,category,sub_category,price_usd,price_khr,cost_usd,' +
        'taxable,expiry_date,low_stock_threshold,status',
    )
    expect(lines[1]).toContain('ស្រាបៀរ អង្គរ')
    expect(lines[1]).toContain(',RT-1,')
    expect(lines[1]).toContain(',RTBRAND,RTUNIT,RTCAT,RTSUB,1.50,6200,0.99,yes,2026-12-31,12,yes')
    // The formula guard: a leading ' on = + - @ (and on ' itself, so it comes off exactly).
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csv).toContain(`''=already quoted`)
    expect(csv).toContain(`'-2+3`)
    expect(csv).toContain(`"'@SUM(A1)\nsecond line"`)

    const audits = await auditCount()
    const dryRun = await upload('products', csv, '?dry_run=true')
    expect(dryRun.json()).toMatchObject({ total: 4, valid: 4, created: 0, updated: 4, errors: [] })
    const run = await upload('products', csv)
    expect(lastEvent(run.body)).toEqual({ type: 'done', created: 0, updated: 4 })
    expect(await storedProducts()).toEqual(before)
    expect(await auditCount()).toBe(audits)
  })

  it('updates an edited price and creates a new row, matched by SKU', async () => {
    const csv = await exportCsv('products', 'filter[sku][startsWith]=RT-&sort=sku')
    const edited = `${csv.replace(',1.50,6200,', ',2.25,6200,').trimEnd()}\r\nRice 5kg,អង្ករ,,RT-5,,RTBRAND,RTUNIT,RTCAT,RTSUB,4.00,"16,400",,yes,,0,yes\r\n`
    const dryRun = await upload('products', edited, '?dry_run=1')
    expect(dryRun.json()).toMatchObject({ total: 5, valid: 5, created: 1, updated: 4 })
    const run = await upload('products', edited)
    expect(lastEvent(run.body)).toEqual({ type: 'done', created: 1, updated: 4 })
    const [rt1, , , , rt5] = await storedProducts()
    expect(rt1).toMatchObject({ sku: 'RT-1', price_usd: 225, price_khr: 6200, cost_usd: 99, ...references })
    expect(rt5).toMatchObject({
      sku: 'RT-5',
      name_kh: 'អង្ករ',
      price_usd: 400,
      price_khr: 16400,
      ...references,
    })
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, rt1?.id ?? 0))
    expect(audits.at(-1)).toMatchObject({ resource: 'products', action: 'updated' })
    expect(audits.at(-1)?.before).toMatchObject({ price_usd: 150 })
    expect(audits.at(-1)?.after).toMatchObject({ price_usd: 225 })
  })

  it('refreshes the planner statistics of the imported table (PGlite runs no autovacuum)', async () => {
    const analyzed = async () => {
      const result = await t.db.execute(
        sql`select analyze_count::int as n from pg_stat_user_tables where relname = 'products'`,
      )
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
    }
    const before = await analyzed()
    const csv = await exportCsv('products', 'filter[sku][startsWith]=RT-&sort=sku')
    expect(lastEvent((await upload('products', csv)).body)).toMatchObject({ type: 'done' })
    expect(await analyzed()).toBeGreaterThan(before)
  })

  it('round-trips customers, matched by phone, with gazetteer codes and a guarded +phone', async () => {
    const [village] = await t.db.select().from(villages).where(eq(villages.code, '02030101'))
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/customers', headers: admin, payload })
    expect(
      (await create({ name: 'RT Dara', phone: '+855 12 345 678', village_id: village?.id })).statusCode,
    ).toBe(201)
    expect(
      (await create({ name: 'RT សុភា', phone: '012 999 888', email: 'sophea@example.com', status: false }))
        .statusCode,
    ).toBe(201)
    const before = await storedCustomers()

    const csv = await exportCsv('customers', 'filter[name][startsWith]=RT &sort=name')
    expect(csv).toContain(`'+855 12 345 678`)
    expect(csv).toContain(',02,0203,020301,02030101,')
    const run = await upload('customers', csv)
    expect(lastEvent(run.body)).toEqual({ type: 'done', created: 0, updated: 2 })
    expect(await storedCustomers()).toEqual(before)

    const edited = `${csv.replace('sophea@example.com', 'new@example.com').trimEnd()}\r\nRT Chan,011 222 333,,,,,,,,,,,,yes\r\n`
    const dryRun = await upload('customers', edited, '?dry_run=true')
    expect(dryRun.json()).toMatchObject({ total: 3, valid: 3, created: 1, updated: 2 })
    expect(lastEvent((await upload('customers', edited)).body)).toEqual({
      type: 'done',
      created: 1,
      updated: 2,
    })
    const after = await storedCustomers()
    expect(after.map((c) => [c.name, c.email])).toEqual([
      ['RT Chan', null],
      ['RT Dara', null],
      ['RT សុភា', 'new@example.com'],
    ])
  })

  it('refuses a row whose phone several customers share, and a file repeating a phone', async () => {
    for (const name of ['RT Twin A', 'RT Twin B']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: admin,
        payload: { name, phone: '015 000 000' },
      })
    }
    const csv = 'name,phone\nTwin,015 000 000\nOnce,016 000 000\nTwice,016 000 000\n'
    expect((await upload('customers', csv, '?dry_run=true')).json().errors).toEqual([
      { row: 2, field: 'phone', codes: ['ambiguous'] },
      { row: 4, field: 'phone', codes: ['duplicate'] },
    ])
  })
})
