import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createProduct } from '../../db/factories/products.ts'
import { products } from '../../db/schema/index.ts'

// Issue 18, point 11: selling prices need `products.price`, which the seeded stock keeper lacks.
const t = await createTestApp()
const keeper = await t.signInAs('stock_keeper')
const manager = await t.signInAs('manager')

/** The product as its edit form would send it back, with changes. */
async function edited(id: number, changes: Record<string, unknown>) {
  const record = (await t.as(manager.token).get(`/api/products/${id}`)).json().data
  const { name_en, name_kh, short_name, sku, barcode, price_usd, price_khr, cost_usd, taxable, status } =
    record
  return {
    name_en,
    name_kh,
    short_name,
    sku,
    barcode,
    price_usd,
    price_khr,
    cost_usd,
    taxable,
    status,
    ...changes,
  }
}
const priceOf = async (id: number) =>
  (
    await t.db
      .select({ usd: products.price_usd, khr: products.price_khr })
      .from(products)
      .where(eq(products.id, id))
  )[0]

describe('PUT /api/products/{id}', () => {
  it('refuses a stock keeper a changed selling price (403, naming the field), and writes nothing', async () => {
    const product = await createProduct(t.db, { price_usd: 150, price_khr: 6200 })
    for (const change of [{ price_usd: 1 }, { price_khr: 100 }]) {
      const response = await t
        .as(keeper.token)
        .put(`/api/products/${product.id}`, await edited(product.id, change))
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        errors: { [Object.keys(change)[0] as string]: ['price_right_required'] },
      })
    }
    expect(await priceOf(product.id)).toEqual({ usd: 150, khr: 6200 })
  })

  it('lets the keeper describe a product at its price, and a manager change the price', async () => {
    const product = await createProduct(t.db, { price_usd: 150, price_khr: 6200 })
    const renamed = await t
      .as(keeper.token)
      .put(`/api/products/${product.id}`, await edited(product.id, { name_en: 'Angkor can 330ml' }))
    expect(renamed.statusCode, renamed.body).toBe(200)
    const repriced = await t
      .as(manager.token)
      .put(`/api/products/${product.id}`, await edited(product.id, { price_usd: 175 }))
    expect(repriced.statusCode, repriced.body).toBe(200)
    expect(await priceOf(product.id)).toEqual({ usd: 175, khr: 6200 })
  })
})

describe('POST /api/products/import', () => {
  const upload = (token: string, csv: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/import${query}`,
      headers: { ...bearer(token), 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    })

  it("makes a keeper's row that changes a stored price an error in the preview, not an update", async () => {
    const stored = await createProduct(t.db, { sku: 'PRICE-1', price_usd: 150, price_khr: 6200 })
    const same = await createProduct(t.db, { sku: 'PRICE-2', price_usd: 300, price_khr: 12300 })
    const csv = [
      'name_en,sku,price_usd,price_khr',
      'Cheap beer,PRICE-1,0.01,6200',
      'Same price beer,PRICE-2,3.00,12300',
      'New beer,PRICE-3,2.00,8200',
    ].join('\n')
    const dry = await upload(keeper.token, csv, '?dry_run=true')
    expect(dry.statusCode, dry.body).toBe(200)
    expect(dry.json()).toMatchObject({
      total: 3,
      valid: 2,
      errors: [{ row: 2, field: 'price_usd', codes: ['price_right_required'] }],
    })
    const refused = await upload(keeper.token, csv)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().params.errors).toEqual(dry.json().errors)
    expect(await priceOf(stored.id)).toEqual({ usd: 150, khr: 6200 })
    // Without the repricing row the keeper's file goes in: a row at the stored price updates the rest.
    const fine = csv
      .split('\n')
      .filter((row) => !row.startsWith('Cheap'))
      .join('\n')
    expect((await upload(keeper.token, fine)).statusCode).toBe(200)
    const [renamed] = await t.db.select().from(products).where(eq(products.id, same.id))
    expect(renamed).toMatchObject({ name_en: 'Same price beer', price_usd: 300 })

    const byManager = await upload(manager.token, csv, '?dry_run=true')
    expect(byManager.json()).toMatchObject({ valid: 3, errors: [] })
  })
})
