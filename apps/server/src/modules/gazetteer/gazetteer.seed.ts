import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { HEALTH_FACILITY_KINDS, type HealthFacilityKind } from '@sms/contract'
import Papa from 'papaparse'
import type { Db } from '../../db/client.ts'
import {
  communes,
  districts,
  healthFacilities,
  operationalDistricts,
  provinces,
  villages,
} from '../../db/schema/index.ts'
import { serverRoot } from '../../server-root.ts'

const DATA_DIR = pathToFileURL(path.join(serverRoot, 'src', 'seed', 'data', path.sep))
// About 10 bound values a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement.
const CHUNK = 1000

type CsvRow = Record<string, string | undefined>
type CodeTable =
  | typeof provinces
  | typeof districts
  | typeof communes
  | typeof villages
  | typeof operationalDistricts
  | typeof healthFacilities
type CodeIds = Map<string, number>

function readCsv(file: string): CsvRow[] {
  const text = fs.readFileSync(new URL(file, DATA_DIR), 'utf8')
  const parsed = Papa.parse<CsvRow>(text, { header: true, skipEmptyLines: true })
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]?.message}`)
  return parsed.data
}

/** The source has stray, doubled and zero-width (U+200B) spaces in some names; none of them mean anything. */
export const cleanText = (value: string | undefined) =>
  (value ?? '')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const orNull = (value: string | undefined) => cleanText(value) || null
const coordinate = (value: string | undefined) => (cleanText(value) ? Number(value) : null)

// pumi translates ខណ្ឌ and សង្កាត់ as "Section" and "Quarter"; Cambodians write Khan and Sangkat.
const UNIT_EN: Record<string, string> = { Section: 'Khan', Quarter: 'Sangkat' }

function placeValues(row: CsvRow) {
  const code = cleanText(row.code)
  const nameKh = orNull(row.name_km)
  // One village (02010508) has no romanisation; its Khmer name beats an empty English one.
  const nameEn = cleanText(row.name_latin) || cleanText(row.name_en) || nameKh || code
  const unitEn = orNull(row.unit_en)
  return {
    code,
    name_en: nameEn,
    name_kh: nameKh,
    unit_en: unitEn && (UNIT_EN[unitEn] ?? unitEn),
    unit_kh: orNull(row.unit_km),
  }
}

/** Inserts in chunks, leaving every existing code alone; returns how many rows were new. */
async function insertMissing<T extends CodeTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  let inserted = 0
  for (let start = 0; start < rows.length; start += CHUNK) {
    const result = await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflictDoNothing({ target: table.code })
      .returning({ id: table.id })
    inserted += result.length
  }
  return inserted
}

async function idsByCode(db: Db, table: CodeTable): Promise<CodeIds> {
  const rows = await db.select({ id: table.id, code: table.code }).from(table)
  return new Map(rows.map((r) => [r.code, r.id]))
}

/** A child whose parent code is missing would break the tree, so the seed stops loudly instead. */
function parentId(ids: CodeIds, code: string | undefined, child: string) {
  const id = ids.get(cleanText(code))
  if (id === undefined) throw new Error(`gazetteer: parent ${code} of ${child} not found`)
  return id
}
/** Health data uses 2010 codes, some of which no longer exist: link only what does. */
const linkId = (ids: CodeIds, code: string | undefined) => ids.get(cleanText(code)) ?? null

async function seedPlaces(db: Db) {
  const provinceRows = readCsv('gazetteer/provinces.csv').map((row) => ({
    ...placeValues(row),
    lat: coordinate(row.lat),
    lng: coordinate(row.long),
  }))
  const inserted = { provinces: await insertMissing(db, provinces, provinceRows) }
  const provinceIds = await idsByCode(db, provinces)

  const districtRows = readCsv('gazetteer/districts.csv').map((row) => ({
    ...placeValues(row),
    lat: coordinate(row.lat),
    lng: coordinate(row.long),
    province_id: parentId(provinceIds, row.province_code, `district ${row.code}`),
  }))
  const districtCount = await insertMissing(db, districts, districtRows)
  const districtIds = await idsByCode(db, districts)

  const communeRows = readCsv('gazetteer/communes.csv').map((row) => ({
    ...placeValues(row),
    lat: coordinate(row.lat),
    lng: coordinate(row.long),
    district_id: parentId(districtIds, row.district_code, `commune ${row.code}`),
  }))
  const communeCount = await insertMissing(db, communes, communeRows)
  const communeIds = await idsByCode(db, communes)

  const villageRows = readCsv('gazetteer/villages.csv').map((row) => ({
    ...placeValues(row),
    commune_id: parentId(communeIds, row.commune_code, `village ${row.code}`),
  }))
  const villageCount = await insertMissing(db, villages, villageRows)
  return {
    inserted: { ...inserted, districts: districtCount, communes: communeCount, villages: villageCount },
    ids: { provinceIds, districtIds, communeIds, villageIds: await idsByCode(db, villages) },
  }
}

type PlaceIds = Awaited<ReturnType<typeof seedPlaces>>['ids']

/**
 * Facility codes must be unique, but the 2010 source repeats 110108 (ten health posts of OD 1101) and
 * leaves six health posts without a code: the first row of a code wins, rows without one are skipped.
 */
export function uniqueFacilityRows(rows: CsvRow[]) {
  const byCode = new Map<string, CsvRow>()
  for (const row of rows) {
    const code = cleanText(row.code)
    if (code && !byCode.has(code)) byCode.set(code, row)
  }
  return [...byCode.values()]
}

function facilityKind(row: CsvRow): HealthFacilityKind {
  const kind = cleanText(row.kind)
  if (!(HEALTH_FACILITY_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`health facility ${row.code}: unknown kind "${kind}"`)
  }
  return kind as HealthFacilityKind
}

async function seedHealth(db: Db, ids: PlaceIds) {
  const odRows = readCsv('health/operational_districts.csv').map((row) => ({
    code: cleanText(row.code),
    name_en: cleanText(row.name_en),
    province_id: linkId(ids.provinceIds, row.province_code),
  }))
  const odCount = await insertMissing(db, operationalDistricts, odRows)
  const odIds = await idsByCode(db, operationalDistricts)

  const facilityRows = uniqueFacilityRows(readCsv('health/health_facilities.csv')).map((row) => ({
    code: cleanText(row.code),
    name_en: cleanText(row.name_en),
    kind: facilityKind(row),
    operational_district_id: linkId(odIds, row.od_code),
    province_id: linkId(ids.provinceIds, row.province_code),
    district_id: linkId(ids.districtIds, row.district_code),
    commune_id: linkId(ids.communeIds, row.commune_code),
    village_id: linkId(ids.villageIds, row.village_code),
  }))
  const facilityCount = await insertMissing(db, healthFacilities, facilityRows)
  return { operational_districts: odCount, health_facilities: facilityCount }
}

/**
 * Reference data every installation has: the NCDD gazetteer and the health demo data, parents before
 * children. Safe on every start: existing codes are left as they are (admins may have edited them), missing
 * ones are added, so a newer CSV adds its new units. Returns how many rows each table gained.
 */
export async function seedGazetteer(db: Db) {
  const places = await seedPlaces(db)
  const health = await seedHealth(db, places.ids)
  return { ...places.inserted, ...health }
}
