import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import {
  communes,
  districts,
  healthFacilities,
  operationalDistricts,
  provinces,
  villages,
} from '../../db/schema/index.ts'
import { seedGazetteer } from './gazetteer.seed.ts'

// The template database every test file starts from already holds the seeded reference data.
const t = await createTestApp()
const admin = bearer((await t.signInAs('admin')).token)

type Page = { data: Record<string, unknown>[]; meta: { total: number } }
const list = async (path: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/${path}?${query}`, headers: admin })
  expect(response.statusCode).toBe(200)
  return response.json<Page>()
}
const total = async (path: string, query = '') => (await list(path, query)).meta.total
const codes = (page: Page) => page.data.map((row) => row.code)
const countWhere = async (table: PgTable, where: SQL | undefined) => {
  const [row] = await t.db.select({ n: count() }).from(table).where(where)
  return row?.n
}

const TABLES = [provinces, districts, communes, villages, operationalDistricts, healthFacilities]
const PATHS = ['provinces', 'districts', 'communes', 'villages', 'operational-districts', 'health-facilities']

describe('seeded reference data', () => {
  it.each([
    ['provinces', 25],
    ['districts', 210],
    ['communes', 1652],
    ['villages', 14578],
    ['operational-districts', 77],
    // 1,121 source rows: 9 repeats of code 110108 and 6 rows without a code are left out (see the data README).
    ['health-facilities', 1106],
  ])('%s: %i rows', async (path, expected) => {
    expect(await total(path)).toBe(expected)
  })

  it.each([
    ['districts', districts, provinces, districts.province_id, 2, 4],
    ['communes', communes, districts, communes.district_id, 4, 6],
    ['villages', villages, communes, villages.commune_id, 6, 8],
  ] as const)(
    'every one of the %s extends its parent code',
    async (_, child, parent, parentId, prefix, length) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(child)
        .innerJoin(parent, eq(parentId, parent.id))
        .where(
          or(sql`left(${child.code}, ${prefix}) <> ${parent.code}`, sql`length(${child.code}) <> ${length}`),
        )
      expect(row?.n).toBe(0)
    },
  )

  it('names the units of Phnom Penh Khan and Sangkat, never Section or Quarter', async () => {
    expect(await total('districts', 'filter[unit_en][equals]=Khan')).toBe(14)
    expect(await total('communes', 'filter[unit_en][equals]=Sangkat')).toBe(274)
    for (const table of [provinces, districts, communes, villages]) {
      expect(await countWhere(table, sql`${table.unit_en} in ('Section', 'Quarter')`)).toBe(0)
    }
    const khan = await list('districts', 'filter[code][equals]=1201')
    expect(khan.data[0]).toMatchObject({ unit_en: 'Khan', unit_kh: 'ខណ្ឌ' })
  })

  it('has no zero-width or stray spaces in any name', async () => {
    for (const table of TABLES) {
      const names = [table.code, table.name_en, table.name_kh] as PgColumn[]
      const dirty = names.map((c) => sql`coalesce(${c}, '') ~ '(\u200b|^ | $|  )'`)
      expect(await countWhere(table, or(...dirty))).toBe(0)
    }
  })

  it('keeps Khmer names and coordinates where the source has them', async () => {
    expect(await countWhere(villages, isNull(villages.name_kh))).toBe(0)
    expect(await countWhere(provinces, or(isNull(provinces.lat), isNull(provinces.lng)))).toBe(0)
    const [phnomPenh] = (await list('provinces', 'filter[code][equals]=12')).data
    expect(phnomPenh).toMatchObject({ name_en: 'Phnom Penh', name_kh: 'ភ្នំពេញ', unit_en: 'Capital' })
    expect(phnomPenh?.lat).toBeCloseTo(11.573, 2)
  })

  it('falls back to the English name for French, and stores no copy of it', async () => {
    for (const path of PATHS) {
      const [first] = (await list(path, 'per_page=1')).data
      expect(first?.name_fr).toBe(first?.name_en)
    }
    expect(await countWhere(villages, sql`${villages.name_fr} is not null`)).toBe(0)
  })

  it('links health data by code, only where the code still exists', async () => {
    const [od] = (await list('operational-districts', 'filter[code][equals]=1101')).data
    const [duplicate] = (await list('health-facilities', 'filter[code][equals]=110108')).data
    expect(duplicate).toMatchObject({
      name_en: 'Srae Chhouk',
      kind: 'health_post',
      operational_district_id: od?.id,
    })
    expect(await countWhere(operationalDistricts, isNull(operationalDistricts.province_id))).toBe(0)
    const linked = await countWhere(healthFacilities, sql`${healthFacilities.village_id} is not null`)
    expect(linked).toBeGreaterThan(900)
    const [village] = (await list('villages', 'filter[code][equals]=01020914')).data
    const [hospital] = (await list('health-facilities', 'filter[code][equals]=010001')).data
    expect(hospital).toMatchObject({ kind: 'referral_hospital', village_id: village?.id })
    // Codes that do not exist today (commune 000000, ...) leave that link empty and keep the others.
    const [oSam] = (await list('health-facilities', 'filter[code][equals]=15022201')).data
    expect(oSam).toMatchObject({ commune_id: null, village_id: expect.any(Number) })
  })

  it('adds nothing when seeded again', async () => {
    const inserted = await seedGazetteer(t.db)
    expect(Object.values(inserted).every((n) => n === 0)).toBe(true)
    expect(await total('villages')).toBe(14578)
  })
})

describe('lists for the cascading address selects', () => {
  it('searches in Khmer and in Latin', async () => {
    expect(codes(await list('provinces', `q=${encodeURIComponent('ភ្នំពេញ')}`))).toEqual(['12'])
    expect(codes(await list('provinces', 'q=phnom%20penh'))).toEqual(['12'])
    expect(codes(await list('communes', `q=${encodeURIComponent('ភ្នំពេញថ្មី')}`))).toEqual(['120801'])
    expect(codes(await list('villages', 'q=12080105'))).toEqual(['12080105'])
  })

  it('filters children by their parent reference, ordered by code', async () => {
    const [commune] = (await list('communes', 'filter[code][equals]=010201')).data
    const page = await list('villages', `filter[commune_id][equals]=${commune?.id}&per_page=200`)
    expect(page.meta.total).toBe(await countWhere(villages, eq(villages.commune_id, Number(commune?.id))))
    expect(page.meta.total).toBeGreaterThan(0)
    expect(codes(page).every((code) => String(code).startsWith('010201'))).toBe(true)
    expect(codes(page)).toEqual([...codes(page)].sort())
  })

  it('refuses a filter the resource does not declare', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/villages?filter[lat][equals]=1',
      headers: admin,
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('writes and permissions', () => {
  const post = (path: string, payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/${path}`, headers, payload })

  it('lets a cashier list provinces but not create one', async () => {
    const cashier = bearer((await t.signInAs('cashier')).token)
    const listed = await t.app.inject({ method: 'GET', url: '/api/provinces', headers: cashier })
    expect(listed.statusCode).toBe(200)
    const created = await post('provinces', { code: '99', name_en: 'Nowhere' }, cashier)
    expect(created.statusCode).toBe(403)
  })

  it('creates a district under its province, with the spec message', async () => {
    const [province] = (await list('provinces', 'filter[code][equals]=12')).data
    const response = await post('districts', {
      code: '1299',
      name_en: 'Test Khan',
      province_id: province?.id,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      message: 'District successfully created!',
      data: { code: '1299', name_fr: 'Test Khan', province_id: province?.id },
    })
  })

  it.each([
    [{ code: '0199' }, { code: ['parent_mismatch'] }],
    [{ code: '12999' }, { code: ['invalid_format'] }],
    [{ code: '1201' }, { code: ['taken'] }],
    [{ province_id: 999999 }, { province_id: ['not_found'] }],
  ])('answers 422 for %j', async (override, errors) => {
    const [province] = (await list('provinces', 'filter[code][equals]=12')).data
    const payload = { code: '1298', name_en: 'Bad', province_id: province?.id, ...override }
    const response = await post('districts', payload)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual(errors)
  })

  it('keeps a real French name and drops a copy of the English one', async () => {
    const response = await post('provinces', { code: '98', name_en: 'Test', name_fr: 'Essai' })
    expect(response.json().data.name_fr).toBe('Essai')
    const id = response.json().data.id
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/provinces/${id}`,
      headers: admin,
      payload: { code: '98', name_en: 'Test', name_fr: 'Test' },
    })
    expect(put.json().data.name_fr).toBe('Test')
    expect(await countWhere(provinces, and(eq(provinces.id, id), isNull(provinces.name_fr)))).toBe(1)
  })
})
