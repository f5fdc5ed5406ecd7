import { randomBytes } from 'node:crypto'
import { DEFAULT_SETTINGS } from '@sms/contract'
import { count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { createBrand, createCategory, createSubCategory, createUnit } from '../db/factories/catalogue.ts'
import { createCustomer, createDiscount, createStore, createSupplier } from '../db/factories/parties.ts'
import { createProduct, ean13 } from '../db/factories/products.ts'
import { createUser } from '../db/factories/users.ts'
import { appSettings, products, settings, stores, userStores, villages } from '../db/schema/index.ts'
import { shopToday } from '../kernel/shop-day.ts'
import { resolveAddresses } from '../modules/parties/addresses.ts'
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_UNITS,
  DEMO_UNTAXED_CATEGORIES,
} from './demo-data.ts'
import { seedDemoOrders } from './demo-orders.ts'
import {
  DEMO_CUSTOMERS,
  DEMO_DISCOUNTS,
  DEMO_SHOP_IDENTITY,
  DEMO_STORES,
  DEMO_SUPPLIERS,
  DEMO_USERS,
} from './demo-parties.ts'
import { seedDemoSales } from './demo-sales.ts'
import { seedDemoStock } from './demo-stock.ts'
import { seedDemoTaxes } from './demo-taxes.ts'
import { seedDemoTransfer } from './demo-transfer.ts'

/** Set once the demo shop was seeded (or deliberately skipped), so it never comes back after deletions. */
export const DEMO_MARKER = 'demo_seeded'
const RIEL_PER_DOLLAR = 41 / 100

export type DemoResult =
  | { created: false }
  | {
      created: true
      stores: number
      products: number
      customers: number
      suppliers: number
      users: { email: string; role: string }[]
      password: string
    }

/**
 * Seeds a small shop built from the test factories, in one transaction, so a newcomer can explore at once.
 * Idempotent through the `demo_seeded` marker; a database that already holds stores or products is a real
 * shop, so it only gets the marker. The demo staff share one generated password, returned to be shown once.
 */
export async function seedDemoShop(db: Db): Promise<DemoResult> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(appSettings)
      .values({ key: DEMO_MARKER, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning()
    if (!marked) return { created: false }
    if (await hasShopData(tx)) {
      await tx
        .update(appSettings)
        .set({ value: { skipped: 'the database already held a shop' } })
        .where(eq(appSettings.key, DEMO_MARKER))
      return { created: false }
    }

    const storeIds = []
    for (const store of DEMO_STORES) storeIds.push((await createStore(tx, store)).id)
    const productCount = await seedCatalogue(tx)
    await seedDemoTaxes(tx)
    const address = await addressesFor(tx, [...DEMO_CUSTOMERS, ...DEMO_SUPPLIERS])
    for (const { village, shipping_village, ...customer } of DEMO_CUSTOMERS) {
      await createCustomer(tx, {
        ...customer,
        ...address(village),
        ...address(shipping_village, 'shipping_'),
      })
    }
    for (const { village, ...supplier } of DEMO_SUPPLIERS) {
      await createSupplier(tx, { ...supplier, ...address(village) })
    }
    const year = shopToday().slice(0, 4)
    for (const [name_en, name_kh, type, value, starts, ends] of DEMO_DISCOUNTS) {
      await createDiscount(tx, {
        name_en,
        name_kh,
        type,
        value,
        starts_on: starts && `${year}-${starts}`,
        ends_on: ends && `${year}-${ends}`,
      })
    }

    const password = randomBytes(9).toString('base64url')
    const staff = new Map<string, { id: number; name: string; email: string }>()
    for (const { role, stores: storeCount, ...fields } of DEMO_USERS) {
      const user = await createUser(tx, { ...fields, password, roles: [role] })
      staff.set(role, user)
      await tx
        .insert(userStores)
        .values(storeIds.slice(0, storeCount).map((store_id) => ({ user_id: user.id, store_id })))
    }
    const manager = staff.get('manager')
    const keeper = staff.get('stock_keeper')
    const cashier = staff.get('cashier')
    if (!manager || !keeper || !cashier)
      throw new Error('the demo staff needs a manager, a keeper and a cashier')
    // Unless the owner already saved settings: the shop's identity for the demo invoices the orders issue.
    await tx
      .insert(settings)
      .values({ id: 1, ...DEFAULT_SETTINGS, ...DEMO_SHOP_IDENTITY })
      .onConflictDoNothing()
    await seedDemoStock(tx, { storeIds, manager, keeper })
    await seedDemoTransfer(tx, storeIds)
    await seedDemoSales(tx, storeIds[0] as number, cashier)
    await seedDemoOrders(tx, storeIds[0] as number, manager)

    return {
      created: true,
      stores: storeIds.length,
      products: productCount,
      customers: DEMO_CUSTOMERS.length,
      suppliers: DEMO_SUPPLIERS.length,
      users: DEMO_USERS.map((u) => ({ email: u.email, role: u.role })),
      password,
    }
  })
}

async function hasShopData(db: Db) {
  const [storeCount] = await db.select({ n: count() }).from(stores)
  const [productCount] = await db.select({ n: count() }).from(products)
  return (storeCount?.n ?? 0) > 0 || (productCount?.n ?? 0) > 0
}

/** Brands, units, categories with sub-categories, then the products with EAN-13 barcodes and both prices. */
async function seedCatalogue(db: Db) {
  const brands = new Map<string, { id: number; prefix: string }>()
  for (const [code, name_en, name_kh, prefix] of DEMO_BRANDS) {
    brands.set(code, { id: (await createBrand(db, { code, name_en, name_kh })).id, prefix })
  }
  const units = new Map<string, number>()
  for (const [code, name_en, name_kh] of DEMO_UNITS) {
    units.set(code, (await createUnit(db, { code, name_en, name_kh })).id)
  }
  const subCategories = new Map<string, { id: number; category_id: number; category: string }>()
  for (const [code, name_en, name_kh, subs] of DEMO_CATEGORIES) {
    const category = await createCategory(db, { code, name_en, name_kh })
    for (const [subCode, subEn, subKh] of subs) {
      const sub = await createSubCategory(db, {
        code: subCode,
        name_en: subEn,
        name_kh: subKh,
        category_id: category.id,
      })
      subCategories.set(subCode, { id: sub.id, category_id: category.id, category: code })
    }
  }

  for (const [i, [name_en, name_kh, brandCode, subCode, unitCode, cents]] of DEMO_PRODUCTS.entries()) {
    const brand = brands.get(brandCode)
    const sub = subCategories.get(subCode)
    const unit_id = units.get(unitCode)
    if (!brand || !sub || !unit_id) throw new Error(`demo product ${name_en} names an unknown code`)
    await createProduct(db, {
      name_en,
      name_kh,
      short_name: null,
      sku: `${subCode}-${String(i + 1).padStart(3, '0')}`,
      barcode: ean13(i + 1, brand.prefix),
      brand_id: brand.id,
      unit_id,
      category_id: sub.category_id,
      sub_category_id: sub.id,
      price_usd: cents,
      // About 4,100 riel to the dollar, rounded to 100 riel as shelf prices are.
      price_khr: Math.round(cents * RIEL_PER_DOLLAR) * 100,
      cost_usd: Math.round(cents * 0.8),
      taxable: !DEMO_UNTAXED_CATEGORIES.has(sub.category),
      low_stock_threshold: cents >= 1000 ? 2 : 10,
    })
  }
  return DEMO_PRODUCTS.length
}

/**
 * Looks the villages up by NCDD code and completes each address up to its province. Without a gazetteer
 * the demo keeps the street addresses only; a code missing from a loaded gazetteer is a bug in the data.
 */
async function addressesFor(db: Db, parties: { village?: string; shipping_village?: string }[]) {
  const codes = [...new Set(parties.flatMap((p) => [p.village, p.shipping_village]).filter(Boolean))]
  const [loaded] = await db.select({ n: count() }).from(villages)
  const rows = await db
    .select({ id: villages.id, code: villages.code })
    .from(villages)
    .where(inArray(villages.code, codes as string[]))
  const ids = new Map(rows.map((r) => [r.code, r.id]))
  const missing = codes.filter((code) => code && !ids.has(code))
  if ((loaded?.n ?? 0) > 0 && missing.length > 0)
    throw new Error(`demo villages missing: ${missing.join(', ')}`)
  const resolved = await resolveAddresses(
    db,
    [...ids.values()].map((village_id) => ({ village_id })),
  )
  const byVillage = new Map(resolved.map((r) => [r.values?.village_id, r.values ?? {}]))

  return (code: string | undefined, prefix: '' | 'shipping_' = '') => {
    const place = code ? byVillage.get(ids.get(code)) : undefined
    if (!place) return {}
    return Object.fromEntries(Object.entries(place).map(([field, id]) => [`${prefix}${field}`, id as number]))
  }
}
