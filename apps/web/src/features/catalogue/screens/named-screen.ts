import type { ColumnSpec, FieldSpec } from '../../../components/resource/resource-screen.ts'

/** Brands, categories and units look alike: a name in each language, a code and a status. */
export const NAMED_COLUMNS = [
  { key: 'name', kind: 'name' },
  { key: 'code', width: 160 },
  { key: 'status', kind: 'status', width: 120 },
  { key: 'created_at', kind: 'date', width: 160 },
] as const satisfies readonly ColumnSpec[]

export const NAMED_FIELDS = [
  { name: 'name_en' },
  { name: 'name_kh' },
  { name: 'code' },
  { name: 'status', widget: 'status' },
] as const satisfies readonly FieldSpec<'name_en' | 'name_kh' | 'code' | 'status'>[]
