import { ROLE_NAMES } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { SEEDED_ROLES } from '../src/seed/roles.ts'
import { bearer, createTestApp } from './test-app.ts'

// Every route guarded by a permission, called by every seeded role: refused exactly when the role lacks it.
const t = await createTestApp()
await t.app.ready()
const guarded = t.app.routeTable.filter(
  (r) =>
    r.method !== 'HEAD' &&
    r.access &&
    r.access !== 'public' &&
    r.access !== 'authenticated' &&
    r.access !== 'signed',
)
const tokens = Object.fromEntries(
  await Promise.all(ROLE_NAMES.map(async (role) => [role, (await t.signInAs(role)).token] as const)),
)

describe.each(ROLE_NAMES)('the %s role', (role) => {
  const granted = new Set<string>(SEEDED_ROLES[role].permissions)
  it.each(guarded)('$method $url ($access)', async (route) => {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[a-z_]+/g, '999999'),
      headers: bearer(tokens[role] ?? ''),
    })
    if (granted.has(route.access as string)) expect(response.statusCode).not.toBe(403)
    else expect(response.statusCode).toBe(403)
    expect(response.statusCode).not.toBe(401)
    expect(response.statusCode).toBeLessThan(500)
  })
})

it('a cashier may sell but not edit prices', () => {
  const cashier = new Set<string>(SEEDED_ROLES.cashier.permissions)
  expect(cashier.has('orders.create')).toBe(true)
  expect(cashier.has('products.edit')).toBe(false)
})

it("the rate is the owner's and the shelf price the manager's (issue 18)", () => {
  const [admin, manager, keeper] = (['admin', 'manager', 'stock_keeper'] as const).map(
    (role) => new Set<string>(SEEDED_ROLES[role].permissions),
  )
  expect(admin?.has('exchange-rates.create')).toBe(true)
  expect(manager?.has('exchange-rates.create')).toBe(false)
  expect(manager?.has('exchange-rates.list')).toBe(true)
  expect(manager?.has('products.price')).toBe(true)
  expect(keeper?.has('products.edit')).toBe(true)
  expect(keeper?.has('products.price')).toBe(false)
})
