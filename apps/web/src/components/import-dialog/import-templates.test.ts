import { describe, expect, it } from 'vitest'
import { columnOfField, IMPORT_ONLY_CODES, importCodeKey } from './import-codes.ts'
import { templateCsv } from './import-templates.ts'

describe('import templates and codes', () => {
  it('start with a byte-order mark so spreadsheets read Khmer, then the header row', () => {
    const csv = templateCsv('customers')
    expect(csv.startsWith('\uFEFFname,phone,email,address,province,district,commune,village,')).toBe(true)
    expect(csv.endsWith('status\r\n')).toBe(true)
    expect(templateCsv('products')).toContain('price_usd,price_khr,cost_usd')
  })

  it('translate file-only codes from the import texts and the rest like form errors', () => {
    for (const code of IMPORT_ONLY_CODES) expect(importCodeKey(code)).toBe(`import:codes.${code}`)
    expect(importCodeKey('taken')).toBe('resources:fieldErrors.taken')
    expect(importCodeKey('required')).toBe('common:validation.required')
    expect(importCodeKey('something_new')).toBe('common:validation.invalid')
  })

  it('name a stored reference by the column it was read from', () => {
    expect(columnOfField('shipping_village_id')).toBe('shipping_village')
    expect(columnOfField('name_kh')).toBe('name_kh')
  })
})
