import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { auditColumns } from './columns.ts'

/** Code and names in English (the official romanisation), Khmer and French (French falls back to English). */
const placeColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  name_en: text('name_en').notNull(),
  name_kh: text('name_kh'),
  name_fr: text('name_fr'),
  status: boolean('status').notNull().default(true),
  ...auditColumns,
})

/** The kind of unit as the gazetteer names it (Province/Capital, District/Khan/Municipality, ...). */
const unitColumns = () => ({
  unit_en: text('unit_en'),
  unit_kh: text('unit_kh'),
})

const coordinates = () => ({ lat: doublePrecision('lat'), lng: doublePrecision('lng') })

export const provinces = pgTable(
  'provinces',
  { ...placeColumns(), ...unitColumns(), ...coordinates() },
  (t) => [uniqueIndex('provinces_code_unique').on(t.code)],
)

export const districts = pgTable(
  'districts',
  {
    ...placeColumns(),
    ...unitColumns(),
    ...coordinates(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (t) => [uniqueIndex('districts_code_unique').on(t.code), index('districts_province_idx').on(t.province_id)],
)

export const communes = pgTable(
  'communes',
  {
    ...placeColumns(),
    ...unitColumns(),
    ...coordinates(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id),
  },
  (t) => [uniqueIndex('communes_code_unique').on(t.code), index('communes_district_idx').on(t.district_id)],
)

export const villages = pgTable(
  'villages',
  {
    ...placeColumns(),
    ...unitColumns(),
    commune_id: integer('commune_id')
      .notNull()
      .references(() => communes.id),
  },
  (t) => [uniqueIndex('villages_code_unique').on(t.code), index('villages_commune_idx').on(t.commune_id)],
)

/** Health administration areas (2010 codes); the province may be unknown under the old numbering. */
export const operationalDistricts = pgTable(
  'operational_districts',
  { ...placeColumns(), province_id: integer('province_id').references(() => provinces.id) },
  (t) => [uniqueIndex('operational_districts_code_unique').on(t.code)],
)

export const healthFacilities = pgTable(
  'health_facilities',
  {
    ...placeColumns(),
    kind: text('kind').notNull(),
    operational_district_id: integer('operational_district_id').references(() => operationalDistricts.id),
    province_id: integer('province_id').references(() => provinces.id),
    district_id: integer('district_id').references(() => districts.id),
    commune_id: integer('commune_id').references(() => communes.id),
    village_id: integer('village_id').references(() => villages.id),
  },
  (t) => [
    uniqueIndex('health_facilities_code_unique').on(t.code),
    index('health_facilities_od_idx').on(t.operational_district_id),
  ],
)
