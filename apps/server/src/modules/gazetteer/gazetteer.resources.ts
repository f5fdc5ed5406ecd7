import {
  communesResource,
  districtsResource,
  healthFacilitiesResource,
  operationalDistrictsResource,
  PARENT_MISMATCH,
  provincesResource,
  villagesResource,
} from '@sms/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  communes,
  districts,
  healthFacilities,
  operationalDistricts,
  provinces,
  villages,
} from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { defineServerResource, type Input, type ResourceHooks } from '../resources/resource.ts'

/**
 * No source has French names, so `name_fr` is stored only when it differs from the English one: a form that
 * sends back the fallback it was shown keeps following later edits of the English name.
 */
const withFrenchFallback = (input: Input): Input => ({
  ...input,
  name_fr: input.name_fr && input.name_fr !== input.name_en ? input.name_fr : null,
})

const presentFrenchFallback: ResourceHooks['present'] = (_db, rows) =>
  rows.map((row) => ({ ...row, name_fr: row.name_fr ?? row.name_en }))

const placeHooks: ResourceHooks = {
  toValues: (_tx, input) => withFrenchFallback(input),
  present: presentFrenchFallback,
}

type ParentTable = typeof provinces | typeof districts | typeof communes

async function parentCode(tx: Db, table: ParentTable, id: number) {
  const [parent] = await tx.select({ code: table.code }).from(table).where(eq(table.id, id))
  return parent?.code
}

/** Keeps the tree honest on every write: the parent exists and the child's code extends the parent's code. */
const childHooks = (parent: ParentTable, parentField: string): ResourceHooks => ({
  ...placeHooks,
  toValues: async (tx, input) => {
    const code = await parentCode(tx, parent, input[parentField] as number)
    if (code === undefined) throw fieldErrors({ [parentField]: ['not_found'] })
    if (!String(input.code).startsWith(code)) throw fieldErrors({ code: [PARENT_MISMATCH] })
    return withFrenchFallback(input)
  },
})

export const gazetteerResources = [
  defineServerResource({ contract: provincesResource, table: provinces, hooks: placeHooks }),
  defineServerResource({
    contract: districtsResource,
    table: districts,
    hooks: childHooks(provinces, 'province_id'),
  }),
  defineServerResource({
    contract: communesResource,
    table: communes,
    hooks: childHooks(districts, 'district_id'),
  }),
  defineServerResource({
    contract: villagesResource,
    table: villages,
    hooks: childHooks(communes, 'commune_id'),
  }),
  // Health data keeps its 2010 codes, which need not extend today's place codes, so no prefix rule here.
  defineServerResource({
    contract: operationalDistrictsResource,
    table: operationalDistricts,
    hooks: placeHooks,
  }),
  defineServerResource({ contract: healthFacilitiesResource, table: healthFacilities, hooks: placeHooks }),
]
