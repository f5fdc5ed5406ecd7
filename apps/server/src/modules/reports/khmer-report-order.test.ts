import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createPurchasingTestApp } from '../stock/purchasing-test-kit.ts'

// Issue 19: a report's own SQL orders names as the reader reads them. The words, whose code-point
// order (today's `C` collation) and Khmer dictionary order differ.
const WORDS = ['លក់', 'អា', 'ឥឡូវ', 'ឮ', 'រៀន', 'វត្ត', 'ឬ', 'ឫស្សី']
const KHMER_ORDER = [...WORDS].sort(new Intl.Collator('km').compare)
const EXPIRY = '2030-06-30'

const t = await createPurchasingTestApp()
let admin: string
let store: { id: number }

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore({ name_en: 'Report order store', code: 'RO-STORE' })
  const supplier = await t.createSupplier()
  // Same store, same expiry: only the product's name orders the rows. English names in the words' order.
  const products = []
  for (const [i, name] of WORDS.entries()) {
    products.push(
      await t.createProduct({
        name_en: `Report order ${i}`,
        name_kh: name,
        sku: `RO-${i}`,
        is_lot_tracked: true,
      }),
    )
  }
  await t.receiveAll(
    admin,
    {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: products.map((product) => ({ product_id: product.id, quantity: 1, unit_cost_usd: 100 })),
    },
    products.map((_, i) => ({ lot_number: `RO-LOT-${i}`, expiry_date: EXPIRY })),
  )
})

const expiring = async (headers: Record<string, string>, query = '') => {
  const url = `/api/reports/inventory/expiring?store_id=${store.id}&from=2026-01-01&to=${EXPIRY}${query}`
  const response = await t.app.inject({ method: 'GET', url, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response
}
type Table = { data: { rows: { product_km: string; product: string }[] } }

describe('a report’s own order of names', () => {
  it('lists expiring stock in Khmer dictionary order for a Khmer reader', async () => {
    const response = await expiring({ ...bearer(admin), 'accept-language': 'km-KH,km;q=0.9' })
    expect(response.json<Table>().data.rows.map((row) => row.product_km)).toEqual(KHMER_ORDER)
  })

  it('keeps English order for an English reader', async () => {
    const response = await expiring(bearer(admin))
    expect(response.json<Table>().data.rows.map((row) => row.product)).toEqual(
      WORDS.map((_, i) => `Report order ${i}`),
    )
  })

  it('writes a Khmer export in Khmer order', async () => {
    const url = `/api/reports/inventory/expiring/export?store_id=${store.id}&from=2026-01-01&to=${EXPIRY}&format=csv&lang=km`
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) })
    expect(response.statusCode, response.body).toBe(200)
    const found = KHMER_ORDER.map((word) => response.body.indexOf(word))
    expect(found.every((at) => at > 0)).toBe(true)
    expect(found).toEqual([...found].sort((a, b) => a - b))
  })
})
