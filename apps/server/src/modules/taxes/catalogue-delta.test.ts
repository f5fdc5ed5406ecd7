// Decision 0047: a till working from its device catalogue sees a tax edit at its next delta read, not only at
// its next full read. Each kind of edit, then a delta since just before it.
import type { Tax, TillCatalogue } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createSalesTestApp } from '../sales/sales-test-kit.ts'

const t = await createSalesTestApp()
const runTag = `DELTA-${Date.now()}`
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.admin.token), ...(payload ? { payload } : {}) })

let store: { id: number }
let cashierToken: string
let lighting: Tax
let specific: Tax
let category: { id: number }
let inCategory: { id: number }
let ownTaxes: { id: number }
let untouched: { id: number }

async function created<T>(url: string, body: object): Promise<T> {
  const response = await api('POST', url, body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: T }>().data
}

/** A delta's products of this test since `since`, with their charged taxes as code@basis points, sorted. */
async function delta(since: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/pos/catalogue?store_id=${store.id}&updated_since=${encodeURIComponent(since)}&limit=5000`,
    headers: bearer(cashierToken),
  })
  expect(response.statusCode, response.body).toBe(200)
  const data = response.json<{ data: TillCatalogue }>().data
  const mine = new Set([inCategory.id, ownTaxes.id, untouched.id])
  return new Map(
    data.products
      .filter((p) => mine.has(p.id))
      .map((p) => [p.id, (p.taxes ?? []).map((tax) => `${tax.code}@${tax.rate_bp}`).sort()]),
  )
}

/** The server's time before an edit: what a till holds from its last read. */
async function now() {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/pos/catalogue?store_id=${store.id}&limit=1`,
    headers: bearer(cashierToken),
  })
  const since = response.json<{ data: TillCatalogue }>().data.server_time
  await new Promise((resolve) => setTimeout(resolve, 20))
  return since
}

async function edit(url: string, change: object) {
  const current = (await api('GET', url)).json<{ data: object }>().data
  const response = await api('PUT', url, { ...current, ...change })
  expect(response.statusCode, response.body).toBe(200)
}

beforeAll(async () => {
  store = await t.createStore()
  cashierToken = (await t.cashierAt(store.id)).token
  lighting = await created<Tax>('/api/taxes', {
    code: `${runTag}-PLT`,
    name_en: 'PLT',
    rate: 5,
    stack_order: 20,
  })
  specific = await created<Tax>('/api/taxes', {
    code: `${runTag}-ST`,
    name_en: 'ST',
    rate: 30,
    stack_order: 10,
  })
  category = await created('/api/categories', { name_en: runTag, code: runTag, tax_ids: [lighting.id] })
  inCategory = await t.createProduct({ price_usd: 100, category_id: category.id })
  ownTaxes = await t.createProduct({ price_usd: 100 })
  untouched = await t.createProduct({ price_usd: 100 })
})

describe("the till catalogue's delta after a tax edit", () => {
  it('sends a product again when a tax is linked to it or unlinked from it', async () => {
    const since = await now()
    await edit(`/api/products/${ownTaxes.id}`, { tax_ids: [specific.id] })
    expect(await delta(since)).toEqual(new Map([[ownTaxes.id, [`${runTag}-ST@3000`]]]))
    const later = await now()
    await edit(`/api/products/${ownTaxes.id}`, { tax_ids: [] })
    expect(await delta(later)).toEqual(new Map([[ownTaxes.id, []]]))
  })

  it("sends a category's products again when a tax is linked to the category or unlinked", async () => {
    const since = await now()
    await edit(`/api/categories/${category.id}`, { tax_ids: [specific.id, lighting.id] })
    expect(await delta(since)).toEqual(new Map([[inCategory.id, [`${runTag}-PLT@500`, `${runTag}-ST@3000`]]]))
    const later = await now()
    await edit(`/api/categories/${category.id}`, { tax_ids: [lighting.id] })
    expect(await delta(later)).toEqual(new Map([[inCategory.id, [`${runTag}-PLT@500`]]]))
  })

  it("sends every product charged a tax again when the tax's rate changes, directly or by category", async () => {
    await edit(`/api/products/${ownTaxes.id}`, { tax_ids: [lighting.id] })
    const since = await now()
    await edit(`/api/taxes/${lighting.id}`, { rate: 6 })
    expect(await delta(since)).toEqual(
      new Map([
        [inCategory.id, [`${runTag}-PLT@600`]],
        [ownTaxes.id, [`${runTag}-PLT@600`]],
      ]),
    )
  })

  it('sends them again without the tax when it is disabled or deleted, and with it when restored', async () => {
    const since = await now()
    await edit(`/api/taxes/${lighting.id}`, { status: false })
    expect(await delta(since)).toEqual(
      new Map([
        [inCategory.id, []],
        [ownTaxes.id, []],
      ]),
    )
    await edit(`/api/taxes/${lighting.id}`, { status: true })
    const beforeDelete = await now()
    expect((await api('DELETE', `/api/taxes/${lighting.id}`)).statusCode).toBe(200)
    expect(await delta(beforeDelete)).toEqual(
      new Map([
        [inCategory.id, []],
        [ownTaxes.id, []],
      ]),
    )
    const beforeRestore = await now()
    const restored = await api('POST', `/api/taxes/${lighting.id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await delta(beforeRestore)).get(inCategory.id)).toEqual([`${runTag}-PLT@600`])
  })
})
