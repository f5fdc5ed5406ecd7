import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload })

let sequence = 0
const product = (overrides: object) => {
  sequence++
  return {
    name_en: `Soap ${sequence}`,
    sku: `SOAP-R${sequence}`,
    price_usd: 100,
    price_khr: 4100,
    ...overrides,
  }
}

describe('soft delete keeps references honest', () => {
  it('refuses to delete a brand its live products use, with their count, and allows it once they are gone', async () => {
    const brand = (await call('POST', '/api/brands', { name_en: 'Lux', code: 'LUX' })).json().data
    const first = (await call('POST', '/api/products', product({ brand_id: brand.id }))).json().data
    await call('POST', '/api/products', product({ brand_id: brand.id }))
    const refused = await call('DELETE', `/api/brands/${brand.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      params: { count: 2, used_by: [{ resource: 'products', count: 2 }] },
    })
    await call('DELETE', `/api/products/${first.id}`)
    expect((await call('DELETE', `/api/brands/${brand.id}`)).json().params.count).toBe(1)
  })

  it('refuses to delete a province that has districts', async () => {
    const province = (await call('GET', '/api/provinces?filter[code][equals]=08')).json().data[0]
    const response = await call('DELETE', `/api/provinces/${province.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().params.used_by).toEqual(
      expect.arrayContaining([expect.objectContaining({ resource: 'districts' })]),
    )
  })

  it('refuses new records and restores that point at a deleted record, with 422 on the field', async () => {
    const unit = (await call('POST', '/api/units', { name_en: 'Box', code: 'BOXR' })).json().data
    const boxed = (await call('POST', '/api/products', product({ unit_id: unit.id }))).json().data
    await call('DELETE', `/api/products/${boxed.id}`)
    expect((await call('DELETE', `/api/units/${unit.id}`)).statusCode).toBe(200)
    const created = await call('POST', '/api/products', product({ unit_id: unit.id }))
    expect(created.statusCode).toBe(422)
    expect(created.json().errors).toEqual({ unit_id: ['not_found'] })
    const restored = await call('POST', `/api/products/${boxed.id}/restore`)
    expect(restored.statusCode).toBe(422)
    expect(restored.json().errors).toEqual({ unit_id: ['not_found'] })
  })
})
