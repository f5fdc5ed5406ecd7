import { MATCH_MODES } from '@sms/contract'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { auditLog } from '../../db/schema/index.ts'
import { shopToday } from '../../kernel/shop-day.ts'

// The list convention, proven once on brands; every entity is served by the same layer.
const t = await createTestApp()
const admin = await t.signInAs('admin')
const auth = bearer(admin.token)

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/brands?${query}`, headers: auth })
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/brands', headers: auth, payload })

beforeAll(async () => {
  const brands = [
    { name_en: 'Angkor Beer', name_kh: 'អង្គរ', code: 'ANG', status: true },
    { name_en: 'Cambodia Beer', name_kh: 'កម្ពុជា', code: 'CAM', status: true },
    { name_en: 'Vital Water', name_kh: 'វីតាល់', code: 'VIT', status: false },
    { name_en: 'Dancing 100%_Fun', name_kh: null, code: 'DNC', status: true },
  ]
  for (const brand of brands) expect((await create(brand)).statusCode).toBe(201)
})

const names = (response: { json: () => { data: { name_en: string }[] } }) =>
  response.json().data.map((b) => b.name_en)

describe('GET /api/{resource}: paging, sorting, search, status', () => {
  it('pages with meta and default sort', async () => {
    const response = await list('per_page=2&page=2')
    expect(response.statusCode).toBe(200)
    expect(response.json().meta).toEqual({ page: 2, per_page: 2, total: 4 })
    expect(names(response)).toEqual(['Dancing 100%_Fun', 'Vital Water'])
  })

  it('sorts by several fields, descending with a minus', async () => {
    expect(names(await list('sort=-code'))).toEqual([
      'Vital Water',
      'Dancing 100%_Fun',
      'Cambodia Beer',
      'Angkor Beer',
    ])
    expect(names(await list('sort=status,-name_en'))[0]).toBe('Vital Water')
  })

  it('orders by Khmer name by default for Khmer readers, records without one last', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/brands',
      headers: { ...auth, 'accept-language': 'km' },
    })
    expect(names(response)).toEqual(['Cambodia Beer', 'Vital Water', 'Angkor Beer', 'Dancing 100%_Fun'])
  })

  it('searches the searchable fields in both languages, treating % and _ literally', async () => {
    expect(names(await list('q=beer'))).toEqual(['Angkor Beer', 'Cambodia Beer'])
    expect(names(await list(`q=${encodeURIComponent('វីតាល់')}`))).toEqual(['Vital Water'])
    expect(names(await list(`q=${encodeURIComponent('%_')}`))).toEqual(['Dancing 100%_Fun'])
  })

  it('filters by status', async () => {
    expect(names(await list('status=inactive'))).toEqual(['Vital Water'])
    expect((await list('status=active')).json().meta.total).toBe(3)
  })

  it.each([
    [-1, 400],
    [0, 400],
    [201, 400],
    [200, 200],
  ])('per_page=%i answers %i', async (perPage, status) => {
    expect((await list(`per_page=${perPage}`)).statusCode).toBe(status)
  })

  it('answers an empty page past the end', async () => {
    const response = await list('page=99')
    expect(response.json()).toMatchObject({ data: [], meta: { total: 4, page: 99 } })
  })
})

describe('column filters', () => {
  const filter = (field: string, mode: string, value: string) =>
    list(`filter[${field}][${mode}]=${encodeURIComponent(value)}`)

  it.each([
    ['name_en', 'contains', 'beer', ['Angkor Beer', 'Cambodia Beer']],
    ['name_en', 'notContains', 'beer', ['Dancing 100%_Fun', 'Vital Water']],
    ['name_en', 'startsWith', 'ang', ['Angkor Beer']],
    ['name_en', 'endsWith', 'water', ['Vital Water']],
    ['code', 'equals', 'CAM', ['Cambodia Beer']],
    ['code', 'notEquals', 'CAM', ['Angkor Beer', 'Dancing 100%_Fun', 'Vital Water']],
    ['name_kh', 'notEquals', 'អង្គរ', ['Cambodia Beer', 'Dancing 100%_Fun', 'Vital Water']],
    ['status', 'equals', 'false', ['Vital Water']],
  ])('%s %s %s', async (field, mode, value, expected) => {
    const response = await filter(field, mode, value)
    expect(response.statusCode).toBe(200)
    expect(names(response)).toEqual(expected)
  })

  it('compares numbers and dates', async () => {
    const today = shopToday()
    expect((await filter('created_at', 'dateIs', today)).json().meta.total).toBe(4)
    expect((await filter('created_at', 'dateIsNot', today)).json().meta.total).toBe(0)
    expect((await filter('created_at', 'dateBefore', today)).json().meta.total).toBe(0)
    expect((await filter('created_at', 'dateAfter', '2020-01-01')).json().meta.total).toBe(4)
  })

  it('covers every match mode of the spec somewhere in the contract', () => {
    expect(MATCH_MODES.sort()).toEqual(
      [
        'startsWith',
        'contains',
        'notContains',
        'endsWith',
        'equals',
        'notEquals',
        'lt',
        'lte',
        'gt',
        'gte',
        'dateIs',
        'dateIsNot',
        'dateBefore',
        'dateAfter',
      ].sort(),
    )
  })

  it.each([
    ['filter[password][equals]=x', 'Filtering by "password"'],
    ['filter[name_en][lt]=x', 'Match mode "lt"'],
    ['filter[name_en][bogus]=x', 'Match mode "bogus"'],
    ['filter[created_at][dateIs]=yesterday', 'Invalid value'],
    ['filter[status][equals]=maybe', 'Invalid value'],
    ['sort=password', 'Sorting by "password"'],
    ['sort=name_en;drop table brands', 'Sorting by'],
    ['colour=red', 'Unknown query parameter'],
    ['status=deleted', 'Invalid querystring'],
  ])('%s answers 400, never 500', async (query, message) => {
    const response = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' })
    expect(response.json().message).toContain(message)
  })
})

describe('writes', () => {
  it('creates with the spec message, audit columns and 201', async () => {
    const response = await create({ name_en: 'Sting', name_kh: 'ស្ទីង', code: 'STG' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      message: 'Brand successfully created!',
      data: { name_en: 'Sting', status: true, deleted_at: null },
    })
  })

  it('answers 422 with field errors, and "required" for a missing name', async () => {
    const response = await create({ code: 'bad code!' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({ name_en: ['required'], code: ['invalid_format'] })
  })

  it('enforces a unique code as a 422 on the field, also under concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create({ name_en: 'Twin', code: 'TWIN' })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422])
    const rejected = results.find((r) => r.statusCode === 422)
    expect(rejected?.json().errors).toEqual({ code: ['taken'] })
  })

  it('updates, soft-deletes, hides, shows with trashed, restores', async () => {
    const id = (await create({ name_en: 'Temp', code: 'TMP' })).json().data.id
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/brands/${id}`,
      headers: auth,
      payload: { name_en: 'Temporary', code: 'TMP', status: false },
    })
    expect(updated.json()).toMatchObject({
      message: 'Brand successfully updated!',
      data: { name_en: 'Temporary' },
    })

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/brands/${id}`, headers: auth })
    expect(deleted.json().message).toBe('Brand successfully deleted!')
    expect(names(await list('q=Temporary'))).toEqual([])
    expect(names(await list('q=Temporary&trashed=only'))).toEqual(['Temporary'])
    expect(names(await list('q=Temporary&trashed=with'))).toEqual(['Temporary'])
    const editDeleted = await t.app.inject({
      method: 'PUT',
      url: `/api/brands/${id}`,
      headers: auth,
      payload: { name_en: 'X', code: 'TMP' },
    })
    expect(editDeleted.statusCode).toBe(409)

    const restored = await t.app.inject({ method: 'POST', url: `/api/brands/${id}/restore`, headers: auth })
    expect(restored.json()).toMatchObject({
      message: 'Brand successfully restored!',
      data: { deleted_at: null },
    })
    expect(names(await list('q=Temporary'))).toEqual(['Temporary'])
  })

  it('deletes permanently only from the trash, and never a record others still point at', async () => {
    const remove = (id: number, permanent = false) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/brands/${id}${permanent ? '/permanent' : ''}`,
        headers: auth,
      })
    const id = (await create({ name_en: 'Gone', code: 'GON' })).json().data.id
    expect((await remove(id, true)).statusCode).toBe(409)
    expect((await remove(id)).statusCode).toBe(200)
    const purged = await remove(id, true)
    expect(purged.json()).toEqual({ message: 'Brand successfully permanently deleted!' })
    expect((await t.app.inject({ method: 'GET', url: `/api/brands/${id}`, headers: auth })).statusCode).toBe(
      404,
    )
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'brands'), eq(auditLog.record_id, id)))
    expect(audit.map((a) => a.action)).toContain('purged')
    expect(audit.find((a) => a.action === 'purged')?.before).toMatchObject({ name_en: 'Gone' })

    // A product in the trash still names the brand: the brand stays, with a clear 409.
    const brand = (await create({ name_en: 'Kept', code: 'KPT' })).json().data.id
    await t.db.execute(
      sql`insert into products (name_en, sku, price_usd, price_khr, brand_id, deleted_at) values ('Old tin', 'OLD-1', 100, 4100, ${brand}, now())`,
    )
    expect((await remove(brand)).statusCode).toBe(200)
    const refused = await remove(brand, true)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('IN_USE')
  })

  it('answers 404 for a missing record and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/999999', headers: auth })).statusCode).toBe(
      404,
    )
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/abc', headers: auth })).statusCode).toBe(
      400,
    )
  })

  it('writes an audit entry with before and after values', async () => {
    const id = (await create({ name_en: 'Audited', code: 'AUD' })).json().data.id
    await t.app.inject({
      method: 'PUT',
      url: `/api/brands/${id}`,
      headers: auth,
      payload: { name_en: 'Audited 2', code: 'AUD' },
    })
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'brands'), eq(auditLog.record_id, id)))
      .orderBy(auditLog.id)
    const name = (values: unknown) => (values as { name_en?: string } | null)?.name_en ?? null
    expect(rows.map((r) => [r.action, name(r.before), name(r.after)])).toEqual([
      ['created', null, 'Audited'],
      ['updated', 'Audited', 'Audited 2'],
    ])
  })
})

describe('CSV export', () => {
  it('exports the current filter with a BOM and Khmer intact', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brands/export?q=beer', headers: auth })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toContain('name_en')
    expect(lines).toHaveLength(3)
    expect(response.body).toContain('អង្គរ')
  })
})
