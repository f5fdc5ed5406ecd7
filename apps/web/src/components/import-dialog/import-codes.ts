import { fieldErrorKey } from '../resource/field-errors.ts'

/** Problems only a file can have; every other code is a field error shared with the forms. */
export const IMPORT_ONLY_CODES = [
  'missing_column',
  'duplicate',
  'invalid_money',
  'invalid_number',
  'invalid_boolean',
  'scientific_notation',
  'malformed_csv',
  'ambiguous',
  'no_edit_right',
] as const
type ImportOnlyCode = (typeof IMPORT_ONLY_CODES)[number]

const isImportOnly = (code: string): code is ImportOnlyCode =>
  (IMPORT_ONLY_CODES as readonly string[]).includes(code)

/** The translation key (with namespace) of a row error code from the import preview. */
export function importCodeKey(code: string): string {
  return isImportOnly(code) ? `import:codes.${code}` : fieldErrorKey(code)
}

/** The CSV column a stored field comes from: references are given by code in the file (`province`). */
export function columnOfField(field: string): string {
  return field.endsWith('_id') ? field.slice(0, -3) : field
}
