import { discountInputSchema, productInputSchema } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/api-error.ts'
import { fieldErrorKey, fieldErrorMessage, resourceErrorMap, splitServerErrors } from './field-errors.ts'

const validation = (errors: Record<string, string[]>) =>
  new ApiError({ status: 422, code: 'VALIDATION_FAILED', message: 'invalid', errors })

function issues(schema: typeof productInputSchema | typeof discountInputSchema, input: unknown) {
  const result = schema.safeParse(input, { error: resourceErrorMap })
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('server field errors', () => {
  it('puts each 422 code on its field, nested paths on the top field', () => {
    const error = validation({ sku: ['taken'], 'role_ids.0': ['not_found'], _: ['taken'], ghost: ['x'] })
    expect(splitServerErrors(error, ['sku', 'role_ids'])).toEqual({
      onFields: [
        { field: 'sku', code: 'taken' },
        { field: 'role_ids', code: 'not_found' },
      ],
      elsewhere: ['taken', 'x'],
    })
  })

  it('ignores errors that are not field validation', () => {
    const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' })
    expect(splitServerErrors(forbidden, ['sku'])).toEqual({ onFields: [], elsewhere: [] })
    expect(splitServerErrors(new Error('boom'), ['sku'])).toEqual({ onFields: [], elsewhere: [] })
  })
})

describe('field error keys', () => {
  it('says the spec text for required fields', () => {
    expect(fieldErrorKey('required')).toBe('common:validation.required')
    expect(fieldErrorKey('validation.required')).toBe('common:validation.required')
    expect(fieldErrorKey(undefined)).toBe('common:validation.required')
  })

  it('translates known codes and falls back for unknown ones', () => {
    expect(fieldErrorKey('taken')).toBe('resources:fieldErrors.taken')
    expect(fieldErrorKey('check_digit')).toBe('resources:fieldErrors.check_digit')
    expect(fieldErrorKey('something_new')).toBe('common:validation.invalid')
  })
})

describe('browser validation with the contract schemas', () => {
  const valid = { name_en: 'Milk', sku: 'MILK-1', price_usd: 150, price_khr: 6000 }

  it('reports empty required fields as required', () => {
    expect(issues(productInputSchema, { ...valid, name_en: '  ', sku: '', price_usd: null })).toEqual({
      name_en: 'validation.required',
      sku: 'validation.required',
      price_usd: 'validation.required',
    })
  })

  it('keeps the codes of the contract refinements', () => {
    expect(issues(productInputSchema, { ...valid, sku: 'has space', barcode: '5901234123458' })).toEqual({
      sku: 'sku',
      barcode: 'check_digit',
    })
    expect(
      issues(discountInputSchema, {
        name_en: 'Sale',
        type: 'percentage',
        value: 150,
        starts_on: '2026-02-01',
        ends_on: '2026-01-01',
      }),
    ).toEqual({ value: 'too_big', ends_on: 'before_start' })
  })

  it('says a typed date that names no day is not a date', () => {
    expect(issues(productInputSchema, { ...valid, expiry_date: '02/30/2027' })).toEqual({
      expiry_date: 'invalid_date',
    })
    expect(fieldErrorKey('invalid_date')).toBe('resources:fieldErrors.invalid_date')
  })

  it('refuses negative and too large money rather than changing it', () => {
    expect(issues(productInputSchema, { ...valid, price_usd: -500, cost_usd: 1_000_000_000_01 })).toEqual({
      price_usd: 'too_small',
      cost_usd: 'too_big',
    })
    expect(issues(productInputSchema, { ...valid, price_usd: 123.4 })).toEqual({ price_usd: 'invalid_type' })
  })

  it('names an amount its money input could not read (NaN), which the input itself explains', () => {
    expect(issues(productInputSchema, { ...valid, price_usd: Number.NaN })).toEqual({
      price_usd: 'unreadable_amount',
    })
  })

  it('accepts a valid product', () => {
    expect(issues(productInputSchema, { ...valid, barcode: '5901234123457' })).toEqual({})
  })
})

describe('an over-long value', () => {
  it('says the limit: "This value is too long (at most 200 characters)."', () => {
    const found = issues(productInputSchema, { name_en: 'x'.repeat(201), sku: 'A-1', price_usd: 1 })
    expect(found.name_en).toBe('validation.tooLong:200')
    expect(fieldErrorMessage(found.name_en)).toEqual({
      key: 'common:validation.tooLongMax',
      params: { max: 200 },
    })
    expect(fieldErrorMessage('required')).toEqual({ key: 'common:validation.required' })
  })

  it("says the server's limit too", () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      errors: { name_en: ['too_big'], low_stock_threshold: ['too_big'] },
      params: { max_length: { name_en: 150 } },
    })
    expect(splitServerErrors(error, ['name_en', 'low_stock_threshold']).onFields).toEqual([
      { field: 'name_en', code: 'validation.tooLong:150' },
      { field: 'low_stock_threshold', code: 'too_big' },
    ])
  })
})
