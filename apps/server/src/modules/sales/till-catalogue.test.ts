import type { TillCatalogue, TillCatalogueQuery } from '@sms/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { products } from '../../db/schema/index.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

const t = await createSalesTestApp()
let store: { id: number }
let otherStore: { id: number }
let cashier: Awaited<ReturnType<typeof t.signInAtStores>>
let tagged: { id: number; sku: string }[]
const runTag = `CAT-${Date.now()}`

beforeAll(async () => {
  store = await t.createStore()
  otherStore = await t.createStore()
  cashier = await t.signInAtStores(['cashier'], [store.id])
  tagged = []
  for (let i = 0; i < 5; i++) {
    tagged.push(await t.createProduct({ sku: `${runTag}-${i}`, price_usd: 100 + i, name_kh: `ផលិតផល ${i}` }))
  }
  await t.stockUp(store.id, (tagged[0] as { id: number }).id, 7)
})

const read = (query: TillCatalogueQuery, token = cashier.token) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  )
  return t.app.inject({ method: 'GET', url: `/api/pos/catalogue?${search}`, headers: bearer(token) })
}
const page = async (query: TillCatalogueQuery) => {
  const response = await read(query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: TillCatalogue }>().data
}

/** Every page of a read, as the device walks them. */
async function readAll(query: Omit<TillCatalogueQuery, 'after'>) {
  const all: TillCatalogue[] = []
  let after = 0
  for (;;) {
    const next = await page({ ...query, after })
    all.push(next)
    if (next.next_after === null) return all
    after = next.next_after
  }
}

describe('the till catalogue', () => {
  it('gives every active product with what the till needs, its stock at the store, by keyset pages', async () => {
    const pages = await readAll({ store_id: store.id, limit: 2 })
    expect(pages.length).toBeGreaterThan(2)
    const all = pages.flatMap((p) => p.products)
    const ids = all.map((p) => p.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    const first = all.find((p) => p.id === tagged[0]?.id)
    expect(first).toMatchObject({
      sku: `${runTag}-0`,
      name_kh: 'ផលិតផល 0',
      price_usd: 100,
      on_hand: 7,
      taxable: expect.any(Boolean),
      divisible: expect.any(Boolean),
    })
    expect(pages[0]?.rate).toBe(4100)
  })

  it('shows the stock of the till store only', async () => {
    const elsewhere = await t.signInAtStores(['cashier'], [otherStore.id])
    const response = await read({ store_id: otherStore.id, limit: 5000 }, elsewhere.token)
    const item = response.json<{ data: TillCatalogue }>().data.products.find((p) => p.id === tagged[0]?.id)
    expect(item?.on_hand).toBe(0)
    // A cashier of another store cannot read this store's catalogue.
    expect((await read({ store_id: store.id }, elsewhere.token)).statusCode).toBe(403)
  })

  it('gives in a delta only what changed since, and the ids of products deleted or deactivated', async () => {
    const since = (await page({ store_id: store.id, limit: 1 })).server_time
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [priced, stocked, deleted, deactivated] = [1, 2, 3, 4].map((i) => tagged[i] as { id: number }) as [
      { id: number },
      { id: number },
      { id: number },
      { id: number },
    ]
    await t.db
      .update(products)
      .set({ price_usd: 999, updated_at: sql`now()` })
      .where(eq(products.id, priced.id))
    await t.stockUp(store.id, stocked.id, 3)
    await t.db.update(products).set({ deleted_at: sql`now()` }).where(eq(products.id, deleted.id))
    await t.db
      .update(products)
      .set({ status: false, updated_at: sql`now()` })
      .where(eq(products.id, deactivated.id))
    const pages = await readAll({ store_id: store.id, updated_since: since, limit: 1 })
    const changed = pages.flatMap((p) => p.products)
    expect(changed.map((p) => [p.id, p.price_usd, p.on_hand])).toEqual([
      [priced.id, 999, 0],
      [stocked.id, 102, 3],
    ])
    expect(pages.flatMap((p) => p.deleted_ids)).toEqual([deleted.id, deactivated.id])
    // A full read no longer lists them.
    const full = (await readAll({ store_id: store.id, limit: 5000 })).flatMap((p) => p.products)
    expect(full.map((p) => p.id)).not.toContain(deleted.id)
    expect(full.map((p) => p.id)).not.toContain(deactivated.id)
  })

  it('lists the discounts still usable, and refuses a bad query with a 4xx', async () => {
    const live = await t.createDiscount({ name_en: `${runTag} live` })
    const ended = await t.createDiscount({ name_en: `${runTag} ended`, ends_on: '2020-01-01' })
    const ids = (await page({ store_id: store.id, limit: 1 })).discounts.map((d) => d.id)
    expect(ids).toContain(live.id)
    expect(ids).not.toContain(ended.id)
    expect((await read({ store_id: store.id, limit: 0 })).statusCode).toBe(400)
    expect((await read({ store_id: store.id, updated_since: 'yesterday' })).statusCode).toBe(400)
  })

  it('refuses a store that is not there, even to an administrator who may read every store', async () => {
    const admin = await t.signInAs('admin')
    const response = await read({ store_id: 999_999 }, admin.token)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ store_id: ['not_found'] })
  })
})
