import { and, count, eq, isNotNull, lt } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/test-database.ts'
import { createStore } from '../db/factories/parties.ts'
import {
  appSettings,
  communes,
  customers,
  districts,
  invoices,
  lots,
  orderPayments,
  orderReturns,
  orders,
  products,
  shifts,
  stockAdjustments,
  stockOnHand,
  stockTransferLines,
  stockTransfers,
  stores,
  userRoles,
  users,
  villages,
} from '../db/schema/index.ts'
import { creditNoteFiles, invoiceFiles } from '../modules/einvoice/ubl-sources.ts'
import { validateUbl } from '../modules/einvoice/ubl-test-kit.ts'
import { rateSourceOf } from '../modules/orders/rate-source.ts'
import { findLedgerDifferences } from '../modules/stock/stock-ledger.ts'
import { DEMO_MARKER, seedDemoShop } from './demo.ts'
import { DEMO_LOT_PRODUCT } from './demo-stock.ts'
import { shouldSeedDemo } from './seed.ts'

const database = await createTestDatabase()
const db = database.db
afterAll(() => database.close())

/** EAN-13 checked independently of the code under test: weights 1,3,1,3... from the left over all 13 digits. */
const isEan13 = (code: string | null) =>
  code !== null &&
  /^\d{13}$/.test(code) &&
  [...code].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0
const KHMER = /[\u1780-\u17ff]/
const total = async (table: typeof stores | typeof products | typeof customers | typeof users) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('the demo shop', () => {
  it('seeds two stores and about 50 products in both languages with valid EAN-13 barcodes', async () => {
    const result = await seedDemoShop(db)
    expect(result).toMatchObject({ created: true, stores: 2, customers: 10, suppliers: 5 })
    expect(await total(stores)).toBe(2)

    const rows = await db.select().from(products)
    expect(rows.length).toBeGreaterThanOrEqual(45)
    expect(rows.length).toBeLessThanOrEqual(60)
    for (const product of rows) {
      expect(isEan13(product.barcode), `${product.name_en} ${product.barcode}`).toBe(true)
      expect(product.name_kh).toMatch(KHMER)
      expect(product.brand_id && product.unit_id && product.sub_category_id).toBeTruthy()
      // About 4,100 riel to the dollar, rounded to 100 riel.
      expect(product.price_khr % 100).toBe(0)
      expect(Math.abs(product.price_khr - product.price_usd * 41)).toBeLessThanOrEqual(50)
    }
    expect(new Set(rows.map((p) => p.barcode)).size).toBe(rows.length)
  })

  it('gives customers real addresses whose places belong together', async () => {
    const rows = await db
      .select({
        province_id: customers.province_id,
        district_province: districts.province_id,
        district_id: customers.district_id,
        commune_district: communes.district_id,
        commune_id: customers.commune_id,
        village_commune: villages.commune_id,
      })
      .from(customers)
      .innerJoin(villages, eq(villages.id, customers.village_id))
      .innerJoin(communes, eq(communes.id, customers.commune_id))
      .innerJoin(districts, eq(districts.id, customers.district_id))
      .where(isNotNull(customers.village_id))
    expect(rows.length).toBeGreaterThanOrEqual(8)
    for (const row of rows) {
      expect(row.village_commune).toBe(row.commune_id)
      expect(row.commune_district).toBe(row.district_id)
      expect(row.district_province).toBe(row.province_id)
    }
  })

  it('stocks both stores through posted adjustments, with a ledger that matches every level', async () => {
    expect(await findLedgerDifferences(db)).toEqual([])
    const onHand = await db.select().from(stockOnHand)
    expect(new Set(onHand.map((row) => row.store_id)).size).toBe(2)
    const statuses = onHand.map((row) => row.status)
    expect(statuses.filter((status) => status === 'low').length).toBeGreaterThanOrEqual(3)
    expect(statuses).toContain('out_of_stock')

    const adjustments = await db.select().from(stockAdjustments)
    expect(adjustments.filter((a) => a.reason === 'initial' && a.status === 'posted')).toHaveLength(2)
    expect(adjustments.filter((a) => a.status === 'pending')).toHaveLength(1)
  })

  it('keeps a lot-tracked product in two lots: one expiring within 30 days, one already expired', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const [product] = await db.select().from(products).where(eq(products.name_en, DEMO_LOT_PRODUCT))
    expect(product?.is_lot_tracked).toBe(true)
    const productLots = await db
      .select()
      .from(lots)
      .where(eq(lots.product_id, product?.id ?? 0))
    expect(productLots).toHaveLength(2)
    const expired = productLots.filter((lot) => (lot.expiry_date ?? '') < today)
    const expiring = productLots.filter(
      (lot) => (lot.expiry_date ?? '') >= today && (lot.expiry_date ?? '') <= inThirtyDays,
    )
    expect([expired.length, expiring.length]).toEqual([1, 1])
    const expiredOnHand = await db
      .select()
      .from(stockOnHand)
      .where(and(eq(stockOnHand.product_id, product?.id ?? 0), lt(stockOnHand.expiry_date, today)))
    expect(expiredOnHand.map((row) => row.on_hand)).toEqual([6])
  })

  it('creates a manager, a cashier and a stock keeper, and a second run adds nothing', async () => {
    const before = {
      products: await total(products),
      users: await total(users),
      customers: await total(customers),
    }
    expect(before.users).toBe(3)
    expect((await db.select({ n: count() }).from(userRoles))[0]?.n).toBe(3)
    expect(await seedDemoShop(db)).toEqual({ created: false })
    expect({
      products: await total(products),
      users: await total(users),
      customers: await total(customers),
    }).toEqual(before)
  })

  it('has one transfer between the two stores waiting for approval', async () => {
    const open = await db.select().from(stockTransfers)
    expect(open).toEqual([expect.objectContaining({ status: 'requested' })])
    const [transfer] = open
    expect(transfer?.from_store_id).not.toBe(transfer?.to_store_id)
    const lines = await db.select().from(stockTransferLines)
    expect(lines.length).toBeGreaterThan(0)
  })

  it('leaves a database that already holds a shop alone, marking it so the demo never appears later', async () => {
    const other = await createTestDatabase()
    try {
      await createStore(other.db, { code: 'REAL-1' })
      expect(await seedDemoShop(other.db)).toEqual({ created: false })
      const [marker] = await other.db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER))
      expect(marker?.value).toMatchObject({ skipped: expect.any(String) })
      expect((await other.db.select({ n: count() }).from(products))[0]?.n).toBe(0)
    } finally {
      await other.close()
    }
  })

  it.each([
    [{}, true],
    [{ SEED_DEMO: '0' as const }, false],
    [{ DATABASE_URL: 'postgres://x' }, false],
    [{ DATABASE_URL: 'postgres://x', SEED_DEMO: '1' as const }, true],
  ])('seeds the demo with %o: %s', (config, expected) => {
    expect(shouldSeedDemo(config)).toBe(expected)
  })
})

describe('the demo till', () => {
  it('has a few days of sales in the main store, numbered, paid, with closed shifts and the ledger intact', async () => {
    const all = await db.select().from(orders)
    const sold = all.filter((o) => o.source === 'pos')
    const credits = await db.select().from(orderReturns)
    const creditOf = (id: number) =>
      credits.filter((c) => c.order_id === id).reduce((s, c) => s + c.total_khr, 0)
    expect(sold.length).toBeGreaterThanOrEqual(20)
    expect(
      sold.every(
        (o) =>
          // Completed, or issued once a walk-in asked for its invoice.
          ['order_completed', 'issued'].includes(o.stage) &&
          o.number &&
          (o.payment_status === 'paid' || creditOf(o.id) > 0),
      ),
    ).toBe(true)
    const days = new Set(sold.map((o) => o.created_at.toISOString().slice(0, 10)))
    expect(days.size).toBeGreaterThanOrEqual(3)
    const tills = await db.select().from(shifts)
    expect(tills.length).toBeGreaterThanOrEqual(3)
    expect(tills.every((s) => s.status === 'closed')).toBe(true)
    for (const order of sold) {
      const paid = await db.select().from(orderPayments).where(eq(orderPayments.order_id, order.id))
      expect(paid.reduce((sum, p) => sum + p.amount_khr, 0)).toBe(order.total_khr - creditOf(order.id))
    }
    // The back office: orders in several stages, one waiting for review, a return's credit note; two invoices,
    // the company's and a walk-in's (the test below).
    const office = all.filter((o) => o.source === 'back_office')
    expect(new Set(office.map((o) => o.stage)).size).toBeGreaterThanOrEqual(3)
    expect(office.some((o) => o.approved_at === null)).toBe(true)
    expect(await db.select().from(invoices)).toHaveLength(2)
    expect(credits.some((c) => c.kind === 'return')).toBe(true)
    expect(await findLedgerDifferences(db)).toEqual([])
    expect(await seedDemoShop(db)).toEqual({ created: false })
    expect(await db.select().from(orders)).toHaveLength(all.length)
  })

  it('names the shop on its invoices of both kinds and its credit note, whose UBL the 2.1 schema accepts', async () => {
    const all = await db.select().from(invoices).orderBy(invoices.id)
    expect(all.map((i) => i.kind).sort()).toEqual(['commercial', 'tax'])
    for (const file of await invoiceFiles(db, all)) expect(validateUbl(file.xml, 'Invoice')).toBe('valid')
    // The walk-in's commercial invoice (380) of a till sale names no buyer's number.
    const commercial = all.find((i) => i.kind === 'commercial')
    const [commercialFile] = await invoiceFiles(db, commercial ? [commercial] : [])
    expect(commercialFile?.xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>')
    expect(commercialFile?.xml).toContain('Walk-in customer')
    const invoice = all.find((i) => i.kind === 'tax')
    if (!invoice) throw new Error('the demo has no tax invoice')
    expect(invoice.seller).toMatchObject({ vat_number: 'K001-901234567', caminvoice_id: 'KHUID00001234' })
    // A tax invoice to a business buyer with a VATTIN of its own, not the shop's nor a walk-in customer.
    expect(invoice.kind).toBe('tax')
    expect(invoice.buyer).toMatchObject({ vat_number: 'K002-106789012' })
    expect(invoice.buyer?.name).toMatch(/^Lucky Mini Mart/)
    // Its rate came from the National Bank's feed, which the A4 rate line names (decision 0050).
    const [order] = await db.select().from(orders).where(eq(orders.id, invoice.order_id))
    if (!order) throw new Error('the demo invoice has no order')
    expect(await rateSourceOf(db, order)).toBe('nbc')
    const [invoiceFile] = await invoiceFiles(db, [invoice])
    expect(validateUbl(invoiceFile?.xml ?? '', 'Invoice')).toBe('valid')
    // It sold six Angkor cans, so it carries their Specific Tax and PLT as their own subtotals.
    expect(invoiceFile?.xml).toContain('<cbc:ID>ST-BEER</cbc:ID>')
    expect(invoiceFile?.xml).toContain('<cbc:ID>PLT</cbc:ID>')
    expect(invoiceFile?.xml).toContain('KHUID00001234</cbc:EndpointID>')
    const credits = (await db.select().from(orderReturns)).filter((c) => c.number !== null)
    expect(credits.length).toBeGreaterThan(0)
    for (const file of await creditNoteFiles(db, credits)) {
      expect(validateUbl(file.xml, 'CreditNote')).toBe('valid')
      expect(file.xml).toContain('K001-901234567')
    }
  })
})
