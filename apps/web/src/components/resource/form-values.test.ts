import { productsResource, subCategoriesResource, usersResource } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { formSchema, initialValues, isRequiredBySchema } from './form-values.ts'
import { type AnyRecord, defineResourceScreen } from './resource-screen.ts'

const products = defineResourceScreen({
  contract: productsResource,
  route: 'products',
  i18n: { ns: 'catalogue', key: 'products' },
  columns: [],
  fields: [
    { name: 'name_en' },
    { name: 'name_kh' },
    { name: 'sku' },
    { name: 'price_usd', widget: 'money-usd' },
    { name: 'brand_id', widget: 'reference', reference: { contract: subCategoriesResource } },
    { name: 'status', widget: 'status' },
  ],
})

describe('form values', () => {
  it("take a new record's text fields from the page's query, and nothing else from it", () => {
    const query = new URLSearchParams({ sku: 'SOAP-9', price_usd: '5', role: 'admin' })
    const values = initialValues(products, 'create', undefined, {}, query)
    expect(values).toMatchObject({ sku: 'SOAP-9', price_usd: null })
    expect(values).not.toHaveProperty('role')
  })

  it('start a new record from the schema defaults and empty inputs', () => {
    const values = initialValues(products, 'create')
    expect(values).toMatchObject({
      name_en: '',
      name_kh: '',
      sku: '',
      price_usd: null,
      brand_id: null,
      status: true,
      taxable: true,
      low_stock_threshold: 0,
      cost_usd: null,
    })
  })

  it('take an edited record its own values, empty text for null', () => {
    const record = { id: 3, deleted_at: null, name_en: 'Milk', name_kh: null, sku: 'M1', price_usd: 150 }
    const values = initialValues(products, 'update', record as AnyRecord)
    expect(values).toMatchObject({ name_en: 'Milk', name_kh: '', sku: 'M1', price_usd: 150 })
    expect(values).not.toHaveProperty('id')
  })

  it('let a screen supply its own defaults and record mapping', () => {
    const values = initialValues(products, 'update', { id: 1, deleted_at: null } as AnyRecord, {
      toValues: () => ({ sku: 'X' }),
    })
    expect(values.sku).toBe('X')
    expect(initialValues(products, 'create', undefined, { defaults: { taxable: false } }).taxable).toBe(false)
  })

  it('read required fields from the schema', () => {
    const schema = formSchema(products, 'create')
    expect(isRequiredBySchema(schema, 'name_en')).toBe(true)
    expect(isRequiredBySchema(schema, 'price_usd')).toBe(true)
    expect(isRequiredBySchema(schema, 'name_kh')).toBe(false)
    expect(isRequiredBySchema(schema, 'status')).toBe(false)
    expect(isRequiredBySchema(schema, 'brand_id')).toBe(false)
  })

  it('validate updates with the update schema when the contract has one', () => {
    const users = defineResourceScreen({
      contract: usersResource,
      route: 'users',
      i18n: { ns: 'users', key: 'users' },
      columns: [],
      fields: [],
    })
    expect(isRequiredBySchema(formSchema(users, 'create'), 'password')).toBe(true)
    expect(isRequiredBySchema(formSchema(users, 'update'), 'password')).toBe(false)
  })
})
