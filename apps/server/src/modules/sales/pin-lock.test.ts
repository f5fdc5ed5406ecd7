import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { auditLog, notifications, users } from '../../db/schema/index.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { PIN_MAX_FAILURES } from './pin-lock.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

// Issue 18, point 10: a manager's PIN locks after repeated wrong tries, and the shift is checked first.
const t = await createSalesTestApp()
const PIN = '482913'
let store: { id: number }
let product: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>

beforeAll(async () => {
  store = await t.createStore()
  product = await t.createProduct({ price_usd: 1000 })
  await t.stockUp(store.id, product.id, 100)
  cashier = await t.cashierAt(store.id)
})

/** A fresh manager of the store with a PIN (fresh, so the sign-in limiter's counts never mix in). */
async function managerWithPin() {
  const manager = await t.signInAtStores(['manager'], [store.id])
  await t.db
    .update(users)
    .set({ pin_hash: await hashPassword(PIN) })
    .where(eq(users.id, manager.user.id))
  return manager
}

type Manager = Awaited<ReturnType<typeof managerWithPin>>
/** A sale at a typed price: it needs a manager's approval. */
const approve = (manager: Manager, pin: string, token = cashier.token) =>
  t.checkout(token, {
    store_id: store.id,
    lines: [{ product_id: product.id, quantity: 1, unit_price_usd: 900 }],
    tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
    approval: { username: manager.user.username as string, pin },
  })
const drawer = (token: string, manager: Manager, pin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/drawer',
    headers: bearer(token),
    payload: { store_id: store.id, reason: 'Coins', approval: { username: manager.user.username, pin } },
  })
const stateOf = async (manager: Manager) => {
  const [row] = await t.db
    .select({ failures: users.pin_failures, locked: users.pin_locked_at })
    .from(users)
    .where(eq(users.id, manager.user.id))
  return row
}
const codesOf = async (tries: Promise<{ json: () => { code: string } }>[]) =>
  (await Promise.all(tries)).map((r) => r.json().code)

describe("a manager's PIN", () => {
  it('locks on the fifth wrong try in a row, then refuses even the right PIN (PIN_LOCKED)', async () => {
    const manager = await managerWithPin()
    const codes: string[] = []
    for (let i = 0; i < PIN_MAX_FAILURES; i++) codes.push((await approve(manager, '000000')).json().code)
    expect(codes).toEqual([
      'APPROVAL_INVALID',
      'APPROVAL_INVALID',
      'APPROVAL_INVALID',
      'APPROVAL_INVALID',
      'PIN_LOCKED',
    ])
    const right = await approve(manager, PIN)
    expect(right.statusCode).toBe(403)
    expect(right.json()).toMatchObject({ code: 'PIN_LOCKED' })
    expect((await drawer(cashier.token, manager, PIN)).json().code).toBe('PIN_LOCKED')
    expect((await stateOf(manager))?.locked).not.toBeNull()
  })

  it('is audited and tells the owners when it locks', async () => {
    const manager = await managerWithPin()
    const owner = await t.signInAs('admin')
    for (let i = 0; i < PIN_MAX_FAILURES; i++) await approve(manager, '111111')
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'users'),
          eq(auditLog.record_id, manager.user.id),
          eq(auditLog.action, 'pin_locked'),
        ),
      )
    expect(entry).toMatchObject({ actor_id: cashier.user.id })
    expect(entry?.after).toMatchObject({
      user_id: manager.user.id,
      failures: PIN_MAX_FAILURES,
      store_id: store.id,
    })
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, owner.user.id), eq(notifications.kind, 'pin_locked')))
    expect(told.map((n) => n.params)).toContainEqual({
      user_name: manager.user.name,
      typed_by: cashier.user.name,
    })
    // The manager themselves is no owner: not told through this channel.
    const managerTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, manager.user.id), eq(notifications.kind, 'pin_locked')))
    expect(managerTold).toHaveLength(0)
  })

  it('counts wrong tries in a row: a right PIN starts the count again', async () => {
    const manager = await managerWithPin()
    for (let i = 0; i < PIN_MAX_FAILURES - 1; i++) await approve(manager, '000000')
    expect((await approve(manager, PIN)).statusCode).toBe(201)
    expect(await stateOf(manager)).toEqual({ failures: 0, locked: null })
    expect(await codesOf([approve(manager, '000000')])).toEqual(['APPROVAL_INVALID'])
    expect((await stateOf(manager))?.failures).toBe(1)
  })

  it('counts tries sent at once, each of them', async () => {
    const manager = await managerWithPin()
    const codes = await codesOf(Array.from({ length: PIN_MAX_FAILURES }, () => approve(manager, '000000')))
    expect(codes.filter((c) => c === 'PIN_LOCKED')).toHaveLength(1)
    expect((await stateOf(manager))?.failures).toBe(PIN_MAX_FAILURES)
    expect((await approve(manager, PIN)).json().code).toBe('PIN_LOCKED')
  })

  it('is unlocked by the owner, not by a peer manager, audited', async () => {
    const manager = await managerWithPin()
    for (let i = 0; i < PIN_MAX_FAILURES; i++) await approve(manager, '000000')
    const peer = await t.signInAtStores(['manager'], [store.id])
    expect((await t.as(peer.token).del(`/api/users/${manager.user.id}/pin-lock`)).statusCode).toBe(403)
    expect((await approve(manager, PIN)).json().code).toBe('PIN_LOCKED')

    const owner = await t.signInAs('admin')
    const unlocked = await t.as(owner.token).del(`/api/users/${manager.user.id}/pin-lock`)
    expect(unlocked.statusCode).toBe(200)
    expect(await stateOf(manager)).toEqual({ failures: 0, locked: null })
    expect((await approve(manager, PIN)).statusCode).toBe(201)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, manager.user.id), eq(auditLog.action, 'pin_unlocked')))
    expect(entry?.actor_id).toBe(owner.user.id)
  })

  it('shows on the user record and the users list, never with its count; unlocking clears it', async () => {
    const manager = await managerWithPin()
    const owner = t.as((await t.signInAs('admin')).token)
    const record = async () => (await owner.get(`/api/users/${manager.user.id}`)).json().data
    const listed = async () =>
      (await owner.get(`/api/users?filter[email][equals]=${encodeURIComponent(manager.user.email)}`)).json()
        .data[0]
    expect((await record()).pin_locked).toBe(false)
    for (let i = 0; i < PIN_MAX_FAILURES; i++) await approve(manager, '000000')

    const locked = await record()
    expect(locked.pin_locked).toBe(true)
    expect(locked).not.toHaveProperty('pin_locked_at')
    expect(locked).not.toHaveProperty('pin_failures')
    expect(locked).not.toHaveProperty('pin_hash')
    expect((await listed()).pin_locked).toBe(true)

    expect((await owner.del(`/api/users/${manager.user.id}/pin-lock`)).json().message).toBe('PIN unlocked')
    expect((await record()).pin_locked).toBe(false)
    expect((await listed()).pin_locked).toBe(false)
  })

  it('is unlocked by its user setting a new PIN, and their profile says whether it is locked', async () => {
    const manager = await managerWithPin()
    for (let i = 0; i < PIN_MAX_FAILURES; i++) await approve(manager, '000000')
    expect((await t.as(manager.token).get('/api/profile')).json().data.pin_locked).toBe(true)
    const reset = await t
      .as(manager.token)
      .put('/api/profile/pin', { current_password: manager.user.password, pin: '246810' })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await t.as(manager.token).get('/api/profile')).json().data.pin_locked).toBe(false)
    expect((await approve(manager, '246810')).statusCode).toBe(201)
  })
})

describe('the drawer without a sale', () => {
  it('checks the shift before the PIN: without one no PIN is tried or counted', async () => {
    const manager = await managerWithPin()
    const noShift = await t.signInAtStores(['cashier'], [store.id])
    for (let i = 0; i < PIN_MAX_FAILURES + 1; i++) {
      const response = await drawer(noShift.token, manager, '000000')
      expect(response.json().code).toBe('SHIFT_NOT_OPEN')
    }
    expect(await stateOf(manager)).toEqual({ failures: 0, locked: null })
    expect((await drawer(noShift.token, manager, PIN)).json().code).toBe('SHIFT_NOT_OPEN')
  })

  it('counts its wrong PINs towards the lock', async () => {
    const manager = await managerWithPin()
    for (let i = 0; i < PIN_MAX_FAILURES - 1; i++) await drawer(cashier.token, manager, '000000')
    expect((await drawer(cashier.token, manager, '000000')).json().code).toBe('PIN_LOCKED')
  })
})
