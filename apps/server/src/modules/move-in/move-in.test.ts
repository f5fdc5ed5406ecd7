import { readFileSync } from 'node:fs'
import type { ImportEvent, ImportPreview } from '@sms/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createStore } from '../../db/factories/parties.ts'
import {
  categories,
  customers,
  products,
  stockAdjustments,
  stockLevels,
  stores,
  units,
} from '../../db/schema/index.ts'
import { findLedgerDifferences } from '../stock/stock-ledger.ts'

const t = await createTestApp()
const admin = bearer((await t.signInAs('admin')).token)
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

const upload = (path: string, csv: string, query = '', headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/import${query}`,
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  })
const lastEvent = (body: string) => JSON.parse(body.trim().split('\n').at(-1) ?? '{}') as ImportEvent

const phsarThmei = await createStore(t.db, { name_en: 'Phsar Thmei', code: 'PT' })

const productBySku = async (sku: string) => {
  const [row] = await t.db.select().from(products).where(eq(products.sku, sku))
  if (!row) throw new Error(`no product ${sku}`)
  return row
}
const storeNamed = async (name: string) => {
  const [row] = await t.db.select().from(stores).where(eq(stores.name_en, name))
  if (!row) throw new Error(`no store ${name}`)
  return row
}
/** on hand and the store's alert level of a product, by SKU */
const levelOf = async (storeId: number, sku: string) => {
  const product = await productBySku(sku)
  const [row] = await t.db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.store_id, storeId), eq(stockLevels.product_id, product.id)))
  return row ? { on_hand: Number(row.on_hand), threshold: row.low_stock_threshold } : undefined
}
const initialAdjustments = async (storeId: number) =>
  t.db
    .select()
    .from(stockAdjustments)
    .where(and(eq(stockAdjustments.store_id, storeId), eq(stockAdjustments.reason, 'initial')))

describe('moving in from Loyverse', () => {
  it('previews the store mapping, categories, prices and what it skips', async () => {
    const response = await upload('products', fixture('loyverse-items.csv'), '?dry_run=true')
    expect(response.statusCode).toBe(200)
    const preview = response.json<ImportPreview>()
    expect(preview.move_in?.source).toBe('loyverse')
    expect(preview.total).toBe(5)
    expect(preview.move_in?.stores).toEqual([
      { name: 'Phsar Thmei', target: phsarThmei.id, matched: true, products: 4, quantity: '148.5' },
      { name: 'Toul Kork', target: 'new', matched: false, products: 3, quantity: '60.25' },
    ])
    expect(preview.move_in?.categories.map((c) => [c.name, c.category_id, c.products])).toEqual([
      ['ភេសជ្ជៈ', null, 3],
      ['អង្ករ', null, 1],
      ['Services', null, 1],
    ])
    expect(preview.move_in?.skipped).toEqual([
      { row: 5, name: 'Water 500ml', reason: 'negative_stock', store: 'Toul Kork' },
      { row: 7, name: 'Fresh fish', reason: 'no_price' },
    ])
    const first = preview.preview[0]?.values
    expect(first).toMatchObject({
      name_en: 'Iced coffee (Small)',
      name_kh: 'កាហ្វេទឹកកក (Small)',
      price_usd: 150,
    })
    // No riel price in the file: the preview shows today's (the default 4,100 riel per dollar).
    expect(first?.riel_at_rate).toBe(6150)
  })

  it('creates products, categories, units, a store, alert levels and one initial adjustment per store', async () => {
    const response = await upload('products', fixture('loyverse-items.csv'))
    expect(response.statusCode).toBe(200)
    expect(lastEvent(response.body)).toEqual({ type: 'done', created: 5, updated: 0 })

    const small = await productBySku('LV-10001')
    expect(small).toMatchObject({
      name_en: 'Iced coffee (Small)',
      price_usd: 150,
      price_khr: 0,
      cost_usd: 40,
    })
    expect((await productBySku('LV-10002')).name_kh).toBe('កាហ្វេទឹកកក (Large)')
    const rice = await productBySku('LV-10003')
    const [kg] = await t.db
      .select()
      .from(units)
      .where(eq(units.id, rice.unit_id ?? 0))
    expect(kg).toMatchObject({ code: 'KG', divisible: true })
    const [drinks] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.id, small.category_id ?? 0))
    expect(drinks?.name_kh).toBe('ភេសជ្ជៈ')

    const toulKork = await storeNamed('Toul Kork')
    expect(await levelOf(phsarThmei.id, 'LV-10001')).toEqual({ on_hand: 40, threshold: 10 })
    expect(await levelOf(phsarThmei.id, 'LV-10003')).toEqual({ on_hand: 25.5, threshold: 5 })
    expect(await levelOf(toulKork.id, 'LV-10003')).toEqual({ on_hand: 10.25, threshold: 3 })
    // Negative stock is not brought in; the alert level still is.
    expect(await levelOf(toulKork.id, 'LV-10004')).toEqual({ on_hand: 0, threshold: 6 })
    // Not tracked: no stock anywhere.
    expect(await levelOf(phsarThmei.id, 'LV-10005')).toBeUndefined()
    for (const store of [phsarThmei.id, toulKork.id]) {
      const adjustments = await initialAdjustments(store)
      expect(adjustments.map((a) => a.status)).toEqual(['posted'])
    }
    expect(await findLedgerDifferences(t.db)).toEqual([])
  })

  it('skips what is already in the shop, so the same file twice adds nothing', async () => {
    const preview = (
      await upload('products', fixture('loyverse-items.csv'), '?dry_run=true')
    ).json<ImportPreview>()
    expect(preview.total).toBe(0)
    expect(preview.move_in?.skipped.filter((s) => s.reason === 'sku_exists')).toHaveLength(5)
    expect(preview.move_in?.stores.map((s) => s.matched)).toEqual([true, true])
    expect((await upload('products', fixture('loyverse-items.csv'))).statusCode).toBe(422)
  })
})

describe('moving in from Square', () => {
  it('brings variations, weighed goods, stock alerts and per-location stock', async () => {
    const preview = (
      await upload('products', fixture('square-items.csv'), '?dry_run=true')
    ).json<ImportPreview>()
    expect(preview.move_in?.source).toBe('square')
    expect(preview.move_in?.stores.map((s) => s.matched)).toEqual([true, true])
    expect(preview.move_in?.skipped).toEqual([{ row: 6, name: 'Custom order', reason: 'invalid_price' }])
    const response = await upload('products', fixture('square-items.csv'))
    expect(lastEvent(response.body)).toEqual({ type: 'done', created: 4, updated: 0 })

    const toulKork = await storeNamed('Toul Kork')
    expect(await productBySku('SQ-TS-L')).toMatchObject({ name_en: 'T-shirt (Large)', price_usd: 650 })
    expect(await levelOf(phsarThmei.id, 'SQ-TS-S')).toEqual({ on_hand: 12, threshold: 3 })
    expect(await levelOf(toulKork.id, 'SQ-TS-S')).toEqual({ on_hand: 8, threshold: null })
    expect(await levelOf(phsarThmei.id, 'SQ-SUGAR')).toEqual({ on_hand: 30.5, threshold: 10 })
    expect(await levelOf(toulKork.id, 'SQ-SUGAR')).toEqual({ on_hand: 12.75, threshold: 5 })
    const sugar = await productBySku('SQ-SUGAR')
    const [kg] = await t.db.select().from(units).where(eq(units.code, 'KG'))
    expect(sugar.unit_id).toBe(kg?.id)
    // No SKU in the file: the variation's token names it.
    expect((await productBySku('SQ-J5PNRBZX6Q4M2G7HTCKWLYAE')).name_en).toBe('Instant noodles')
    expect(await initialAdjustments(toulKork.id)).toHaveLength(2)
    expect(await findLedgerDifferences(t.db)).toEqual([])
  })
})

describe('moving in from Odoo', () => {
  it('puts the company quantity into the store picked for it', async () => {
    const stores = encodeURIComponent(JSON.stringify({ Odoo: phsarThmei.id }))
    const preview = (
      await upload('products', fixture('odoo-products.csv'), `?dry_run=true&stores=${stores}`)
    ).json<ImportPreview>()
    expect(preview.move_in?.stores).toEqual([
      { name: 'Odoo', target: phsarThmei.id, matched: false, products: 4, quantity: '31.5' },
    ])
    const response = await upload('products', fixture('odoo-products.csv'), `?stores=${stores}`)
    expect(lastEvent(response.body)).toEqual({ type: 'done', created: 5, updated: 0 })
    expect(await productBySku('OD-MILK-1L')).toMatchObject({
      name_en: 'Fresh milk',
      name_kh: 'ទឹកដោះគោ',
      price_usd: 240,
      cost_usd: 160,
    })
    expect((await productBySku('OD-SAND-41')).name_en).toBe('Sandals (41)')
    expect(await levelOf(phsarThmei.id, 'OD-FISH')).toEqual({ on_hand: 3.5, threshold: null })
    expect(await levelOf(phsarThmei.id, 'product_product_15_9e5f6a7b')).toBeUndefined()
    expect(await initialAdjustments(phsarThmei.id)).toHaveLength(3)
    expect(await findLedgerDifferences(t.db)).toEqual([])
  })
})

describe('files from other spreadsheets', () => {
  it('reads a byte-order mark, ; separators and decimal commas', async () => {
    const csv =
      '\uFEFFHandle;SKU;Name;Category;Sold by weight;Default price;Cost;Barcode;Track stock;Price [Phsar Thmei];In stock [Phsar Thmei];Low stock [Phsar Thmei]\r\n' +
      'pepper;LV-PEPPER;ម្រេចកំពត / Kampot pepper;Spices;Y;12,50;8,25;;Y;12,50;2,75;1,5\r\n'
    const response = await upload('products', csv)
    expect(lastEvent(response.body)).toEqual({ type: 'done', created: 1, updated: 0 })
    expect(await productBySku('LV-PEPPER')).toMatchObject({
      name_en: 'Kampot pepper',
      price_usd: 1250,
      cost_usd: 825,
    })
    expect(await levelOf(phsarThmei.id, 'LV-PEPPER')).toEqual({ on_hand: 2.75, threshold: 2 })
  })

  it('reads riel prices when the shop kept its books in riel', async () => {
    const csv =
      'Handle,SKU,Name,Category,Sold by weight,Default price,Cost,Track stock\n' +
      'num-pang,LV-NUMPANG,នំបុ័ង,Bakery,N,"2,000",1200,N\n'
    const preview = (await upload('products', csv, '?dry_run=true&currency=KHR')).json<ImportPreview>()
    expect(preview.move_in?.currency).toBe('KHR')
    await upload('products', csv, '?currency=KHR')
    expect(await productBySku('LV-NUMPANG')).toMatchObject({ price_usd: 0, price_khr: 2000, cost_usd: 29 })
  })
})

describe('rights', () => {
  it('brings no stock or stores for someone who may only create products', async () => {
    const clerk = bearer((await t.signInWith(['products.create', 'products.list'])).token)
    const csv =
      'Handle,SKU,Name,Category,Sold by weight,Default price,Track stock,In stock [Kep],Low stock [Kep]\n' +
      'crab,LV-CRAB,Crab,Seafood,Y,9.00,Y,5,1\n'
    const preview = (await upload('products', csv, '?dry_run=true', clerk)).json<ImportPreview>()
    expect(preview.move_in?.stores).toEqual([
      { name: 'Kep', target: 'skip', matched: false, products: 0, quantity: '0' },
    ])
    // KG exists since the Loyverse file: only the new category would need a right the clerk lacks.
    expect(preview.move_in?.not_allowed.sort()).toEqual(['categories', 'stock', 'stores', 'thresholds'])
    const asked = encodeURIComponent(JSON.stringify({ Kep: 'new' }))
    expect((await upload('products', csv, `?dry_run=true&stores=${asked}`, clerk)).statusCode).toBe(403)
    expect((await upload('products', csv, '?stores=%7Bbad', clerk)).statusCode).toBe(400)
    expect(lastEvent((await upload('products', csv, '', clerk)).body)).toMatchObject({
      type: 'done',
      created: 1,
    })
    const [kg] = await t.db.select().from(units).where(eq(units.code, 'KG'))
    expect(await productBySku('LV-CRAB')).toMatchObject({ category_id: null, unit_id: kg?.id })
  })
})

describe('customers from Loyverse and Square', () => {
  it('reads a Loyverse customer export', async () => {
    const csv =
      'Customer name,Email,Phone,Address,City,Province,Postal code,Country,Customer code,Points balance,Note\n' +
      'សុខ ចាន់ណា,channa@example.com,012345678,St. 271,Phnom Penh,,12000,Cambodia,C-1,120,\n'
    const response = await upload('customers', csv)
    expect(lastEvent(response.body)).toEqual({ type: 'done', created: 1, updated: 0 })
    const [row] = await t.db.select().from(customers).where(eq(customers.phone, '012345678'))
    expect(row).toMatchObject({
      name: 'សុខ ចាន់ណា',
      email: 'channa@example.com',
      address: 'St. 271, Phnom Penh, 12000, Cambodia',
    })
  })

  it('reads a Square customer export', async () => {
    const csv =
      'Reference ID,First Name,Last Name,Email Address,Phone Number,Nickname,Company Name,Street Address 1,Street Address 2,City,State,Postal Code,Birthday,Memo,Square Customer ID\n' +
      ',Dara,Kim,dara@example.com,017888999,,,House 5,,Siem Reap,,,,,SQCUST1\n' +
      ',,,,,,Angkor Tours,,,,,,,,SQCUST2\n'
    const response = await upload('customers', csv)
    expect(lastEvent(response.body)).toEqual({ type: 'done', created: 2, updated: 0 })
    const rows = await t.db
      .select()
      .from(customers)
      .where(inArray(customers.name, ['Dara Kim', 'Angkor Tours']))
    expect(rows.map((r) => [r.name, r.phone, r.address])).toEqual(
      expect.arrayContaining([
        ['Dara Kim', '017888999', 'House 5, Siem Reap'],
        ['Angkor Tours', null, null],
      ]),
    )
  })
})
