import { LIST_COUNT_CAP } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'

// A broad search counts no further than it must (decision 0045): shown on brands, as every list shares the engine.
const t = await createTestApp()
const auth = bearer((await t.signInAs('admin')).token)
const BRANDS = LIST_COUNT_CAP + 50

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/brands?${query}`, headers: auth })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: { name_en: string }[]; meta: Record<string, unknown> }>()
}

beforeAll(async () => {
  await t.db.execute(sql`
    insert into brands (name_en, code)
    select 'Brand ' || lpad(n::text, 4, '0'), 'B' || lpad(n::text, 4, '0') from generate_series(1, ${BRANDS}) n`)
})

describe('GET /api/{resource}: the total of a broad search', () => {
  it('answers "1,000+" instead of counting every match', async () => {
    const page = await list('q=Brand')
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: LIST_COUNT_CAP, total_capped: true })
    expect(page.data).toHaveLength(20)
  })

  it('counts exactly when the matches are fewer than the cap', async () => {
    const page = await list('q=Brand%2010') // Brand 1000 to Brand 1050
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 51 })
  })

  it('counts past the page asked for, so a page beyond the cap still knows whether another follows', async () => {
    const deep = await list('q=Brand&per_page=20&page=52')
    expect(deep.meta).toEqual({ page: 52, per_page: 20, total: 52 * 20, total_capped: true })
    expect(deep.data.map((b) => b.name_en)[0]).toBe('Brand 1021')
    const last = await list('q=Brand&per_page=20&page=53')
    expect(last.meta).toEqual({ page: 53, per_page: 20, total: BRANDS })
    expect(last.data).toHaveLength(BRANDS - 52 * 20)
  })

  it('counts a list without a search exactly, however long', async () => {
    const browsed = await list('per_page=20')
    expect(browsed.meta).toEqual({ page: 1, per_page: 20, total: BRANDS })
    const filtered = await list('filter[code][startsWith]=B&per_page=20')
    expect(filtered.meta).toEqual({ page: 1, per_page: 20, total: BRANDS })
  })
})
