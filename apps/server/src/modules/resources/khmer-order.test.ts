import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { khmerText } from '../../../test/khmer-names.ts'
import { bearer } from '../../../test/test-app.ts'
import { createCategory } from '../../db/factories/catalogue.ts'
import { createCustomer } from '../../db/factories/parties.ts'
import { ean13 } from '../../db/factories/products.ts'
import { createStockTestApp } from '../stock/stock-test-kit.ts'

// Khmer dictionary order on this engine (decision 0033): the words, a zero-width space inside one.
const WORDS = ['លក់', 'អា', 'ឥឡូវ', 'ឮ', 'រៀន', 'វត្ត', 'ឬ', 'ឫស្សី', 'ទឹក\u200bដោះគោ', 'ក្រូច', 'ខ្មែរ']
const collator = new Intl.Collator('km')
const KHMER_ORDER = [...WORDS].sort(collator.compare)

const khmerDigits = (ascii: string) => ascii.replace(/\d/g, (d) => String.fromCodePoint(0x17e0 + Number(d)))

const t = await createStockTestApp()
const admin = await t.signInAs('admin')
const auth = bearer(admin.token)
const khmerReader = { ...auth, 'accept-language': 'km-KH' }

const get = async (url: string, headers = auth) => {
  const response = await t.app.inject({ method: 'GET', url, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { data: Record<string, unknown>[]; meta: { total: number } }
}

/** Every page of a list, three records a page, so the order must hold across page boundaries. */
async function allPages(path: string, field: string, headers = auth) {
  const names: unknown[] = []
  for (let page = 1; page <= 10; page++) {
    const { data } = await get(`${path}&per_page=3&page=${page}`, headers)
    names.push(...data.map((row) => row[field]))
    if (data.length < 3) break
  }
  return names
}

let store: { id: number }
beforeAll(async () => {
  store = await t.createStore({ name_en: 'Khmer order store', code: 'KO-STORE' })
  for (const [i, name] of WORDS.entries()) {
    const product = await t.createProduct({ name_en: `Khmer order ${i}`, name_kh: name, sku: `KO-${i}` })
    await createCategory(t.db, { name_en: `Khmer order ${i}`, name_kh: name, code: `KO-${i}` })
    await createCustomer(t.db, { name, email: `ko${i}@khmer-order.test` })
    await t.adjust(admin.token, {
      store_id: store.id,
      reason: 'initial',
      lines: [{ product_id: product.id, quantity: 1 }],
    })
  }
})

describe('Khmer dictionary order, page after page', () => {
  it('lists products by Khmer name as Intl.Collator("km") orders them', async () => {
    expect(await allPages('/api/products?filter[sku][startsWith]=KO-&sort=name_kh', 'name_kh')).toEqual(
      KHMER_ORDER,
    )
    const descending = await allPages('/api/products?filter[sku][startsWith]=KO-&sort=-name_kh', 'name_kh')
    expect(descending).toEqual([...KHMER_ORDER].reverse())
  })

  it('orders a Khmer reader’s lists by Khmer name without being asked', async () => {
    expect(await allPages('/api/categories?filter[code][startsWith]=KO-', 'name_kh', khmerReader)).toEqual(
      KHMER_ORDER,
    )
    expect(
      await allPages('/api/customers?filter[email][endsWith]=khmer-order.test', 'name', khmerReader),
    ).toEqual(KHMER_ORDER)
  })

  it('sorts the stock-on-hand report by Khmer product name', async () => {
    const url = `/api/stocks?filter[store_id][equals]=${store.id}&sort=product_name_kh`
    expect(await allPages(url, 'product_name_kh')).toEqual(KHMER_ORDER)
  })

  it('gives a Khmer reader the count sheet in Khmer order', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/stock-counts',
      headers: auth,
      payload: { store_id: store.id, scope: 'full' },
    })
    expect(started.statusCode, started.body).toBe(201)
    const id = started.json().data.id
    const sheet = async (headers: typeof auth) =>
      (await get(`/api/stock-counts/${id}`, headers)).data as unknown as {
        lines: { product_name_kh: string }[]
      }
    expect((await sheet(khmerReader)).lines.map((line) => line.product_name_kh)).toEqual(KHMER_ORDER)
    // An English reader keeps the English order: `Khmer order 0`, `Khmer order 1`, `Khmer order 10`, …
    const english = (await sheet(auth)).lines.map((line) => line.product_name_kh)
    expect(english).toEqual([WORDS[0], WORDS[1], WORDS[10], ...WORDS.slice(2, 10)])
  })

  it('keeps each product’s key with the row: a renamed product moves, and no answer carries the key', async () => {
    const { data } = await get('/api/products?filter[sku][startsWith]=KO-&sort=name_kh&per_page=50')
    expect(data.map((row) => row.name_kh)).toEqual(KHMER_ORDER)
    expect(data.filter((row) => 'name_kh_sort_key' in row)).toEqual([])
    const first = data[0] as { id: number; name_kh: string }
    await t.db.execute(sql`update products set name_kh = 'ឲ្យ' where id = ${first.id}`)
    const renamed = await get('/api/products?filter[sku][startsWith]=KO-&sort=name_kh&per_page=50')
    expect(renamed.data.map((row) => row.name_kh)).toEqual(
      [...KHMER_ORDER.slice(1), 'ឲ្យ'].sort(collator.compare),
    )
    await t.db.execute(sql`update products set name_kh = ${first.name_kh} where id = ${first.id}`)
  })

  it('exports the products in Khmer order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/export?filter[sku][startsWith]=KO-&sort=name_kh',
      headers: auth,
    })
    expect(response.statusCode).toBe(200)
    const order = KHMER_ORDER.map((name) => response.body.indexOf(name.replace('\u200b', '\u200b')))
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] as number)))).toBe(true)
  })

  it('gives the database’s key the collator’s order on generated Khmer names', async () => {
    const names = fc.sample(khmerText(8), { numRuns: 3000, seed: 19 })
    // The database answers positions, so nothing the driver does to the text can hide a difference.
    const answer = (await t.db.execute(
      sql`select i from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality as n(name, i)
        order by khmer_sort_key(name), i`,
    )) as unknown as { rows: { i: string | number }[] }
    const rows = answer.rows.map((row) => names[Number(row.i) - 1])
    expect(rows).toHaveLength(names.length)
    // Ties keep their input order on both sides, so the two orders are the same list.
    const byCollator = names
      .map((name, i) => ({ name, i }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.i - b.i)
    expect(rows).toEqual(byCollator.map((x) => x.name))
  })
})

describe('zero-width marks and Khmer digits', () => {
  it('finds a name typed with or without the zero-width space', async () => {
    for (const q of ['ទឹកដោះគោ', 'ទឹក\u200bដោះគោ', '\ufeffទឹក\u200cដោះ']) {
      const { data } = await get(`/api/products?filter[sku][startsWith]=KO-&q=${encodeURIComponent(q)}`)
      expect(data.map((p) => p.name_kh)).toEqual(['ទឹក\u200bដោះគោ'])
    }
    const { data } = await get(`/api/customers?q=${encodeURIComponent('ទឹកដោះគោ')}`)
    expect(data.map((c) => c.name)).toEqual(['ទឹក\u200bដោះគោ'])
  })

  it('reads a search of marks alone (the Khmer space bar pressed in an empty box) as no search', async () => {
    const all = await get('/api/products?filter[sku][startsWith]=KO-')
    for (const q of ['\u200b', '\u200b\ufeff\u200c']) {
      const searched = await get(`/api/products?filter[sku][startsWith]=KO-&q=${encodeURIComponent(q)}`)
      expect(searched.data).toEqual(all.data)
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api/brands/export?q=${encodeURIComponent(q)}`,
        headers: auth,
      })
      expect(exported.statusCode).toBe(200)
    }
  })

  it('stores codes without invisible marks and with ASCII digits, so they stay unique', async () => {
    const create = (sku: string, barcode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: auth,
        payload: { name_en: 'Typed on Khmer', sku, barcode, price_usd: 100, price_khr: 4100, phone: null },
      })
    const barcode = ean13(190)
    const first = await create('KD-\u200b១២៣', `\u200b${khmerDigits(barcode)}`)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data).toMatchObject({ sku: 'KD-123', barcode })
    const again = await create('KD-123\ufeff', ean13(191))
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ sku: ['taken'] })
    const found = await get(`/api/products?q=${encodeURIComponent('KD-១២៣')}`)
    expect(found.data.map((p) => p.sku)).toEqual(['KD-123'])
  })

  it('stores a phone typed in Khmer digits in ASCII', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: auth,
      payload: { name: 'សុខ', phone: '០១២ ៣៤៥ ៦៧៨' },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.phone).toBe('012 345 678')
  })
})
