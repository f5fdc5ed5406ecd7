import type { ColumnSpec, FieldSpec, ReferenceSpec } from '../../../components/resource/resource-screen.ts'
import { codeAndName } from '../../../components/resource/resource-text.ts'

/** Places are known by code as much as by name, in lists and in selects alike. */
export const placeReference = (contract: ReferenceSpec['contract'], dependsOn?: ReferenceSpec['dependsOn']) =>
  ({ contract, label: codeAndName, dependsOn }) satisfies ReferenceSpec

/** The kind of unit (Province or Capital, District, Khan, …) in the interface language; read-only data. */
export const unitColumn: ColumnSpec<Record<string, unknown>> = {
  key: 'unit_en',
  render: (place, lang) => String((lang === 'kh' ? place.unit_kh : null) ?? place.unit_en ?? '—'),
  width: 160,
}

export const codeColumn = { key: 'code', width: 120 } as const satisfies ColumnSpec
export const nameColumn = { key: 'name', kind: 'name' } as const satisfies ColumnSpec
export const statusColumn = { key: 'status', kind: 'status', width: 120 } as const satisfies ColumnSpec

/** Code and names; the French name may stay empty, the API then answers the English one. */
export const PLACE_FIELDS = [
  { name: 'code', readOnlyOnUpdate: true },
  { name: 'name_en' },
  { name: 'name_kh' },
  { name: 'name_fr', help: 'gazetteer:nameFrHelp' },
] as const satisfies readonly FieldSpec<'code' | 'name_en' | 'name_kh' | 'name_fr'>[]

export const STATUS_FIELD = { name: 'status', widget: 'status' } as const satisfies FieldSpec<'status'>
