import type { APIRequestContext } from '@playwright/test'
import { createRecord, createShowcaseProducts, ean13, SHOWCASE } from './catalogue-api.ts'

type Listed = { data: { id: number; name: string; sku: string }[] }

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Stock to look at (accessibility walk, screenshots): the showcase products on hand in two stores, a
 * lot-tracked product in an expiring and an expired lot, one product written off to zero, and one adjustment by
 * a stock keeper waiting for approval. Runs once per database; returns what the pages open.
 */
export async function createShowcaseStock(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const get = async (path: string) =>
    ((await (await request.get(`/api/${path}`, { headers })).json()) as Listed).data
  const firstProduct = await createShowcaseProducts(request, token)
  const [existing] = await get('stores?filter[code][equals]=SHOW-MAIN')
  const pendingOf = async () => (await get('stock-adjustments?filter[status][equals]=pending'))[0]?.id ?? 0
  if (existing) return { productId: firstProduct, pendingId: await pendingOf() }

  const main = await createRecord(request, token, 'stores', {
    name_en: 'Central Market',
    name_kh: 'ផ្សារធំថ្មី',
    code: 'SHOW-MAIN',
  })
  const riverside = await createRecord(request, token, 'stores', {
    name_en: 'Riverside',
    name_kh: 'មាត់ទន្លេ',
    code: 'SHOW-RIVER',
  })
  const milk = await createRecord(request, token, 'products', {
    name_en: 'Soy Milk 250ml',
    name_kh: 'ទឹកសណ្ដែក ២៥០មល',
    sku: 'SOY-250',
    barcode: ean13('884110209999'),
    price_usd: 40,
    price_khr: 1600,
    cost_usd: 30,
    low_stock_threshold: 10,
    is_lot_tracked: true,
  })
  // Only the showcase's own products: the flows that ran before leave others (lot-tracked ones among them).
  const skus = new Set(SHOWCASE.map((item) => item.sku))
  const showcase = (await get('products?per_page=200&sort=created_at')).filter((p) => skus.has(p.sku))
  const lines = showcase.map((product, i) => ({ product_id: product.id, quantity: i === 1 ? 4 : 12 + i * 7 }))
  const adjust = async (body: Record<string, unknown>, bearer = token) => {
    const response = await request.post('/api/stock-adjustments', {
      headers: { Authorization: `Bearer ${bearer}` },
      data: body,
    })
    if (response.status() !== 201) throw new Error(await response.text())
    return ((await response.json()) as { data: { id: number } }).data
  }
  await adjust({
    store_id: main.id,
    reason: 'initial',
    note: 'Opening stock',
    lines: [
      ...lines,
      { product_id: milk.id, quantity: 24, lot_number: 'LS-A', expiry_date: day(20) },
      { product_id: milk.id, quantity: 6, lot_number: 'LS-B', expiry_date: day(-5) },
    ],
  })
  await adjust({ store_id: riverside.id, reason: 'initial', lines: lines.slice(0, 3) })
  const soldOut = lines[2]
  if (soldOut) {
    await adjust({
      store_id: main.id,
      reason: 'damaged',
      note: 'Crushed pallet',
      lines: [{ product_id: soldOut.product_id, quantity: -soldOut.quantity }],
    })
  }

  const password = 'Keeper#2026-show'
  const [keeperRole] = (await get('roles?per_page=50')).filter((role) => role.name === 'stock_keeper')
  await createRecord(request, token, 'users', {
    name: 'Vannak Keeper',
    email: 'keeper-show@example.com',
    username: 'keeper_show',
    password,
    password_confirmation: password,
    role_ids: keeperRole ? [keeperRole.id] : [],
    store_ids: [main.id],
    status: true,
  })
  const login = await request.post('/api/login', { data: { email: 'keeper-show@example.com', password } })
  const keeperToken = ((await login.json()) as { token: string }).token
  await adjust(
    {
      store_id: main.id,
      reason: 'damaged',
      note: 'Two cans dented in delivery',
      lines: [{ product_id: firstProduct, quantity: -2 }],
    },
    keeperToken,
  )
  return { productId: firstProduct, pendingId: await pendingOf() }
}
