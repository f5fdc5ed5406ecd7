import type { CheckoutRequest, Order, TenderInput } from '@sms/contract'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orders, users } from '../../db/schema/index.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

const t = await createSalesTestApp()
let store: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let product: { id: number; price_usd: number }
let manager: Awaited<ReturnType<typeof t.signInAtStores>>
const PIN = '482913'

beforeAll(async () => {
  store = await t.createStore()
  cashier = await t.cashierAt(store.id)
  product = await t.createProduct({ price_usd: 1000, taxable: true })
  await t.stockUp(store.id, product.id, 1000)
  manager = await t.signInAtStores(['manager'], [store.id])
  await t.db
    .update(users)
    .set({ pin_hash: await hashPassword(PIN) })
    .where(eq(users.id, manager.user.id))
})

const cash: TenderInput[] = [{ method: 'cash', currency: 'USD', amount: 5000 }]
const sale = (
  line: Partial<CheckoutRequest['lines'][number]> = {},
  extra: Partial<CheckoutRequest> = {},
) => ({
  store_id: store.id,
  lines: [{ product_id: product.id, quantity: 1, ...line }],
  tenders: cash,
  ...extra,
})
const approval = (pin = PIN, username = manager.user.username as string) => ({ approval: { username, pin } })
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0
const setLimit = (percent: number) =>
  t.db.update(users).set({ discount_limit_percent: percent }).where(eq(users.id, cashier.user.id))

describe('a price typed at the till', () => {
  it('is refused without the right or an approval (403 APPROVAL_REQUIRED), writing nothing', async () => {
    const before = await orderCount()
    const response = await t.checkout(cashier.token, sale({ unit_price_usd: 1 }))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'APPROVAL_REQUIRED', params: { price_lines: [0] } })
    expect(await orderCount()).toBe(before)
  })

  it('is no override when it is the list price', async () => {
    const order = await t.sell(cashier.token, sale({ unit_price_usd: 1000 }))
    expect(order.lines[0]).toMatchObject({ unit_price_usd: 1000, price_overridden: false })
  })

  it('counts for a user holding pos.edit, marked on the line', async () => {
    const editor = await t.cashierAt(store.id, ['cashier', (await t.createRoleWith(['pos.edit'])).name])
    const order = await t.sell(editor.token, sale({ unit_price_usd: 800 }))
    expect(order.lines[0]).toMatchObject({ unit_price_usd: 800, price_overridden: true, amount_usd: 800 })
    expect(order.total_usd).toBe(800)
  })

  it("counts with a manager's PIN, audited with both names", async () => {
    const response = await t.checkout(cashier.token, sale({ unit_price_usd: 900 }, approval()))
    expect(response.statusCode).toBe(201)
    const order = response.json<{ data: Order }>().data
    expect(order.lines[0]?.price_overridden).toBe(true)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'orders'),
          eq(auditLog.record_id, order.id),
          eq(auditLog.action, 'approved'),
        ),
      )
    expect(entry?.actor_id).toBe(manager.user.id)
    expect(entry?.after).toMatchObject({
      cashier_id: cashier.user.id,
      cashier_name: cashier.user.name,
      approved_by: manager.user.id,
      approved_by_name: manager.user.name,
      price_overrides: [{ line_no: 1, product_id: product.id, unit_price_usd: 900 }],
    })
  })

  it('refuses a wrong PIN, an unknown manager and a manager without the rights (APPROVAL_INVALID)', async () => {
    const wrong = await t.checkout(cashier.token, sale({ unit_price_usd: 900 }, approval('000000')))
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().code).toBe('APPROVAL_INVALID')
    const unknown = await t.checkout(cashier.token, sale({ unit_price_usd: 900 }, approval(PIN, 'nobody')))
    expect(unknown.json().code).toBe('APPROVAL_INVALID')
    // A colleague holding pos.approve but not pos.edit may approve discounts, not prices.
    const approver = await t.signInAtStores(
      ['cashier', (await t.createRoleWith(['pos.approve'])).name],
      [store.id],
    )
    await t.db
      .update(users)
      .set({ pin_hash: await hashPassword('1111') })
      .where(eq(users.id, approver.user.id))
    const noEdit = await t.checkout(
      cashier.token,
      sale({ unit_price_usd: 900 }, approval('1111', approver.user.username as string)),
    )
    expect(noEdit.json().code).toBe('APPROVAL_INVALID')
  })
})

describe('discounts', () => {
  it("needs an approval above the cashier's limit, not within it", async () => {
    const tenPercent = await t.createDiscount({ type: 'percentage', value: 10 })
    await setLimit(0)
    const refused = await t.checkout(cashier.token, sale({ discount_id: tenPercent.id }))
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      params: { discount_ids: [tenPercent.id] },
    })
    await setLimit(10)
    const order = await t.sell(cashier.token, sale({ discount_id: tenPercent.id }))
    expect(order.lines[0]).toMatchObject({ line_discount_usd: 100, amount_usd: 900 })
    const orderDiscount = await t.createDiscount({ type: 'fixed', value: 200 })
    expect((await t.checkout(cashier.token, sale({}, { discount_id: orderDiscount.id }))).statusCode).toBe(
      403,
    )
    const approved = await t.checkout(
      cashier.token,
      sale({}, { discount_id: orderDiscount.id, ...approval() }),
    )
    expect(approved.statusCode).toBe(201)
    expect(approved.json().data).toMatchObject({ discount_usd: 200, total_usd: 800 })
  })

  it('refuses a discount beyond its cap or outside its dates (422 DISCOUNT_NOT_APPLICABLE)', async () => {
    await setLimit(100)
    const refusals = [
      await t.createDiscount({ type: 'percentage', value: 150 }),
      await t.createDiscount({ type: 'fixed', value: 1001 }),
      await t.createDiscount({ type: 'percentage', value: 5, ends_on: '2020-01-31' }),
      await t.createDiscount({ type: 'percentage', value: 5, starts_on: '2999-01-01' }),
      await t.createDiscount({ type: 'percentage', value: 5, status: false }),
    ]
    const before = await orderCount()
    for (const discount of refusals) {
      const response = await t.checkout(cashier.token, sale({ discount_id: discount.id }))
      expect(response.statusCode).toBe(422)
      expect(response.json().code).toBe('DISCOUNT_NOT_APPLICABLE')
    }
    expect(await orderCount()).toBe(before)
    const whole = await t.createDiscount({ type: 'fixed', value: 1000 })
    expect((await t.sell(cashier.token, sale({ discount_id: whole.id }))).total_usd).toBe(0)
  })
})

describe('guessing PINs', () => {
  it('is limited like sign-ins (429 after too many wrong tries)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await t.checkout(cashier.token, sale({ unit_price_usd: 901 }, approval(`99${i}999`)))).statusCode,
      )
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403])
    expect(statuses.at(-1)).toBe(429)
  })
})
