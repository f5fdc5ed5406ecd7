import { type ImportEvent, PERMISSION_CATALOGUE, type Permission } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createProduct } from '../../db/factories/products.ts'
import { customers, products } from '../../db/schema/index.ts'

// Issue 18, point 4: an import that would update stored records is an edit, so it needs the edit right.
const t = await createTestApp()
const admin = bearer((await t.signInAs('admin')).token)

const upload = (path: string, csv: string, headers: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/import${query}`,
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  })
const lastEvent = (body: string) => JSON.parse(body.trim().split('\n').at(-1) ?? '{}') as ImportEvent

const everyRightOf = (resource: keyof typeof PERMISSION_CATALOGUE) =>
  PERMISSION_CATALOGUE[resource].map((action) => `${resource}.${action}` as Permission)

describe('an import that updates needs the edit right', () => {
  it('makes a cashier’s row with an existing phone an error, not a rewrite of that customer', async () => {
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: admin,
      payload: { name: 'Sok Dara', phone: '012 999 111' },
    })
    const id = stored.json().data.id
    const cashier = bearer((await t.signInAs('cashier')).token)
    const csv = 'name,phone\nRewritten Name,012 999 111\nNew Walk-in,012 999 222\n'
    const preview = await upload('customers', csv, cashier, '?dry_run=true')
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toMatchObject({
      total: 2,
      valid: 1,
      created: 1,
      updated: 0,
      errors: [{ row: 2, field: 'phone', codes: ['no_edit_right'] }],
    })
    const written = await upload('customers', csv, cashier)
    expect(written.statusCode).toBe(422)
    const [kept] = await t.db.select().from(customers).where(eq(customers.id, id))
    expect(kept?.name).toBe('Sok Dara')
    // New rows alone still import with the create right.
    const fresh = await upload('customers', 'name,phone\nNew Walk-in,012 999 222\n', cashier)
    expect(lastEvent(fresh.body)).toEqual({ type: 'done', created: 1, updated: 0 })
  })

  it('lets a holder of customers.edit update by phone', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: admin,
      payload: { name: 'Chan Sophea', phone: '012 999 333' },
    })
    const manager = bearer((await t.signInAs('manager')).token)
    const written = await upload('customers', 'name,phone\nChan Sophea Renamed,012 999 333\n', manager)
    expect(lastEvent(written.body)).toEqual({ type: 'done', created: 0, updated: 1 })
  })

  it('makes a product row with an existing SKU an error for someone who may create but not edit', async () => {
    const product = await createProduct(t.db, { sku: 'RIGHTS-1' })
    const creator = bearer(
      (await t.signInWith(everyRightOf('products').filter((p) => p !== 'products.edit'))).token,
    )
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/products/export?filter[sku][equals]=RIGHTS-1`,
      headers: admin,
    })
    expect(exported.statusCode).toBe(200)
    const csv = exported.body.replace(product.name_en, 'Rewritten by import')
    const preview = await upload('products', csv, creator, '?dry_run=true')
    expect(preview.json()).toMatchObject({
      valid: 0,
      updated: 0,
      errors: [{ row: 2, field: 'sku', codes: ['no_edit_right'] }],
    })
    expect((await upload('products', csv, creator)).statusCode).toBe(422)
    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(kept?.name_en).toBe(product.name_en)
  })
})
