import { z } from 'zod'
import { optionalText, referenceId, requiredText, status } from './fields.ts'
import { defineResource, recordBaseShape } from './list.ts'

/**
 * NCDD codes are zero-padded digits whose length gives the level (province 2, district 4, commune 6,
 * village 8); a child's code starts with its parent's code. They stay text: "01" is not 1.
 */
const digitsCode = (pattern: RegExp) => requiredText(8).regex(pattern, 'code')

/** A field error code the web app translates: the code does not start with the parent's code. */
export const PARENT_MISMATCH = 'parent_mismatch'

/** An optional link: absent or null both mean "none", as a PUT is a full replacement. */
const optionalReference = referenceId.nullish().transform((v) => v ?? null)

const placeShape = (code: RegExp) => ({
  code: digitsCode(code),
  name_en: requiredText(150),
  name_kh: optionalText(150),
  /** Leave empty to follow the English name; no source has French names. */
  name_fr: optionalText(150),
  status,
})

/** As the API sends it: `name_fr` is never empty, it falls back to `name_en`. */
const placeRecordShape = {
  code: z.string(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  name_fr: z.string(),
  status: z.boolean(),
}
/** The kind of unit (Province/Capital, District/Khan/Municipality, Commune/Sangkat, Village), read-only. */
const unitRecordShape = { unit_en: z.string().nullable(), unit_kh: z.string().nullable() }
const coordinatesRecordShape = { lat: z.number().nullable(), lng: z.number().nullable() }

const placeFilters = {
  code: 'text',
  name_en: 'text',
  name_kh: 'text',
  status: 'boolean',
  created_at: 'date',
} as const
// Searching code and both names lets the cascading address selects find "ភ្នំពេញ" as well as "Phnom".
const placeList = {
  sortable: ['code', 'name_en', 'name_kh', 'status', 'created_at'],
  searchable: ['code', 'name_en', 'name_kh'],
  defaultSort: 'code',
}
const unitFilters = { ...placeFilters, unit_en: 'text' } as const

export const provinceInputSchema = z.object(placeShape(/^\d{2}$/))
export const provinceSchema = z.object({
  ...placeRecordShape,
  ...unitRecordShape,
  ...coordinatesRecordShape,
  ...recordBaseShape,
})
export const provincesResource = defineResource({
  path: 'provinces',
  label: 'Province',
  record: provinceSchema,
  input: provinceInputSchema,
  filters: unitFilters,
  ...placeList,
})

export const districtInputSchema = z.object({ ...placeShape(/^\d{4}$/), province_id: referenceId })
export const districtSchema = z.object({
  ...placeRecordShape,
  ...unitRecordShape,
  ...coordinatesRecordShape,
  province_id: z.number(),
  ...recordBaseShape,
})
export const districtsResource = defineResource({
  path: 'districts',
  label: 'District',
  record: districtSchema,
  input: districtInputSchema,
  filters: { ...unitFilters, province_id: 'reference' },
  ...placeList,
})

export const communeInputSchema = z.object({ ...placeShape(/^\d{6}$/), district_id: referenceId })
export const communeSchema = z.object({
  ...placeRecordShape,
  ...unitRecordShape,
  ...coordinatesRecordShape,
  district_id: z.number(),
  ...recordBaseShape,
})
export const communesResource = defineResource({
  path: 'communes',
  label: 'Commune',
  record: communeSchema,
  input: communeInputSchema,
  filters: { ...unitFilters, district_id: 'reference' },
  ...placeList,
})

export const villageInputSchema = z.object({ ...placeShape(/^\d{8}$/), commune_id: referenceId })
export const villageSchema = z.object({
  ...placeRecordShape,
  ...unitRecordShape,
  commune_id: z.number(),
  ...recordBaseShape,
})
export const villagesResource = defineResource({
  path: 'villages',
  label: 'Village',
  record: villageSchema,
  input: villageInputSchema,
  filters: { ...unitFilters, commune_id: 'reference' },
  ...placeList,
})

/** Health administration areas (2010 codes); the province is unknown when the old code no longer exists. */
export const operationalDistrictInputSchema = z.object({
  ...placeShape(/^\d{4}$/),
  province_id: optionalReference,
})
export const operationalDistrictSchema = z.object({
  ...placeRecordShape,
  province_id: z.number().nullable(),
  ...recordBaseShape,
})
export const operationalDistrictsResource = defineResource({
  path: 'operational-districts',
  label: 'Operational district',
  record: operationalDistrictSchema,
  input: operationalDistrictInputSchema,
  filters: { ...placeFilters, province_id: 'reference' },
  ...placeList,
})

export const HEALTH_FACILITY_KINDS = ['health_center', 'health_post', 'referral_hospital'] as const
export type HealthFacilityKind = (typeof HEALTH_FACILITY_KINDS)[number]

/** Facility codes are 6 digits (8 for a few posts); every place link is optional. */
export const healthFacilityInputSchema = z.object({
  ...placeShape(/^(\d{6}|\d{8})$/),
  kind: z.enum(HEALTH_FACILITY_KINDS),
  operational_district_id: optionalReference,
  province_id: optionalReference,
  district_id: optionalReference,
  commune_id: optionalReference,
  village_id: optionalReference,
})
export const healthFacilitySchema = z.object({
  ...placeRecordShape,
  kind: z.enum(HEALTH_FACILITY_KINDS),
  operational_district_id: z.number().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  commune_id: z.number().nullable(),
  village_id: z.number().nullable(),
  ...recordBaseShape,
})
export const healthFacilitiesResource = defineResource({
  path: 'health-facilities',
  label: 'Health facility',
  record: healthFacilitySchema,
  input: healthFacilityInputSchema,
  filters: {
    ...placeFilters,
    kind: 'text',
    operational_district_id: 'reference',
    province_id: 'reference',
    district_id: 'reference',
    commune_id: 'reference',
    village_id: 'reference',
  },
  ...placeList,
  sortable: [...placeList.sortable, 'kind'],
})
