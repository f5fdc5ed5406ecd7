// Transfers between stores: their life from request to receipt, short and over receipts, cancelling, refusals.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { createStockTestApp } from './stock-test-kit.ts'
import { transferRequests } from './transfer-test-kit.ts'

const t = await createStockTestApp()
const { createTransfer, act, approvedTransfer, twoStores: twoStoresAs, movementsOf } = transferRequests(t)
let admin: string

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
})

const twoStores = () => twoStoresAs(admin)

describe('transfers', () => {
  it('moves stock requested → approved → in transit → received, showing it in transit on both stores', async () => {
    const { from, to, rice, soap } = await twoStores()
    const events: DocumentEvent[] = []
    const unsubscribe = t.app.events.subscribe((event) => events.push(event))
    const created = await createTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      note: 'For the weekend',
      lines: [
        { product_id: rice.id, quantity: 12.5 },
        { product_id: soap.id, quantity: 4 },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    const id: number = created.json().data.id
    expect(created.json().data).toMatchObject({ status: 'requested', note: 'For the weekend', items: [] })

    expect((await act(admin, id, 'approve')).json().data.status).toBe('approved')
    const dispatched = await act(admin, id, 'dispatch')
    expect(dispatched.statusCode, dispatched.body).toBe(200)
    expect(dispatched.json().data).toMatchObject({
      status: 'in_transit',
      lines: [
        { product_name_en: 'Rice', quantity: 12.5, dispatched_quantity: 12.5, received_quantity: null },
        { product_name_en: 'Soap', quantity: 4, dispatched_quantity: 4, received_quantity: null },
      ],
      items: [
        { product_id: rice.id, lot_id: null, quantity: 12.5 },
        { product_id: soap.id, lot_id: null, quantity: 4 },
      ],
    })
    // Out of the source, not yet in the destination: in transit there, and listed for both stores.
    expect((await t.onHand(admin, from.id, rice.id))[0]).toMatchObject({ on_hand: 37.5 })
    const arriving = (await t.onHand(admin, to.id, rice.id))[0] as unknown as { in_transit: number }
    expect(arriving).toMatchObject({ on_hand: 0, in_transit: 12.5 })
    for (const store of [from, to]) {
      const listed = await t.as(admin).get(`/api/stock-transfers?filter[store_id][equals]=${store.id}`)
      expect(listed.json().data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
        [id, 'in_transit'],
      ])
    }

    const received = await act(admin, id, 'receive', {
      lines: [
        { product_id: soap.id, quantity: 4 },
        { product_id: rice.id, quantity: 12.5 },
      ],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json().data).toMatchObject({
      status: 'received',
      lines: [
        { received_quantity: 12.5, difference: 0 },
        { received_quantity: 4, difference: 0 },
      ],
    })
    expect((await t.onHand(admin, to.id, rice.id))[0]).toMatchObject({ on_hand: 12.5, in_transit: 0 })
    expect(await movementsOf(id)).toEqual([
      { store_id: from.id, quantity: -12.5, kind: 'transfer_out' },
      { store_id: from.id, quantity: -4, kind: 'transfer_out' },
      { store_id: to.id, quantity: 12.5, kind: 'transfer_in' },
      { store_id: to.id, quantity: 4, kind: 'transfer_in' },
    ])

    // Who did each step, when; audited; announced after each commit.
    const data = received.json().data
    for (const step of ['created', 'approved', 'dispatched', 'received'])
      expect(data[`${step}_at`], step).toEqual(expect.any(String))
    expect(data.received_by_name).toEqual(expect.any(String))
    expect(data.cancelled_by_name).toBeNull()
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.record_id, id))
    expect(audit.filter((a) => a.resource === 'stock-transfers').map((a) => a.action)).toEqual([
      'created',
      'approved',
      'dispatched',
      'received',
    ])
    unsubscribe()
    expect(
      events.filter((e) => e.type === 'stock-transfer.changed').map((e) => 'status' in e && e.status),
    ).toEqual(['requested', 'approved', 'in_transit', 'received'])
  })

  it('records a transfer received short, and one received over, per line', async () => {
    const { from, to, rice, soap } = await twoStores()
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [
        { product_id: rice.id, quantity: 10 },
        { product_id: soap.id, quantity: 5 },
      ],
    })
    await act(admin, id, 'dispatch')
    const received = await act(admin, id, 'receive', {
      lines: [
        { product_id: rice.id, quantity: 9.75 },
        { product_id: soap.id, quantity: 6 },
      ],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json().data.lines).toMatchObject([
      { product_id: rice.id, dispatched_quantity: 10, received_quantity: 9.75, difference: -0.25 },
      { product_id: soap.id, dispatched_quantity: 5, received_quantity: 6, difference: 1 },
    ])
    expect((await t.onHand(admin, from.id, rice.id))[0]?.on_hand).toBe(40)
    expect((await t.onHand(admin, to.id, rice.id))[0]?.on_hand).toBe(9.75)
    expect((await t.onHand(admin, to.id, soap.id))[0]?.on_hand).toBe(6)
  })

  it('receives nothing of a line named with 0, and refuses an incomplete or foreign receipt', async () => {
    const { from, to, rice, soap } = await twoStores()
    const other = await t.createProduct()
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [
        { product_id: rice.id, quantity: 3 },
        { product_id: soap.id, quantity: 2 },
      ],
    })
    await act(admin, id, 'dispatch')
    const incomplete = await act(admin, id, 'receive', {
      lines: [
        { product_id: rice.id, quantity: 3 },
        { product_id: other.id, quantity: 1 },
      ],
    })
    expect(incomplete.statusCode).toBe(422)
    expect(incomplete.json().errors).toEqual({
      lines: ['incomplete'],
      'lines.1.product_id': ['not_in_transfer'],
    })
    const lost = await act(admin, id, 'receive', {
      lines: [
        { product_id: rice.id, quantity: 3 },
        { product_id: soap.id, quantity: 0 },
      ],
    })
    expect(lost.json().data.lines[1]).toMatchObject({ received_quantity: 0, difference: -2 })
    expect(await t.onHand(admin, to.id, soap.id)).toEqual([expect.objectContaining({ on_hand: 0 })])
  })

  it('cancels before dispatch only; a dispatched transfer stays in transit', async () => {
    const { from, to, rice } = await twoStores()
    const body = { from_store_id: from.id, to_store_id: to.id, lines: [{ product_id: rice.id, quantity: 1 }] }
    const requested = (await createTransfer(admin, body)).json().data.id
    expect((await act(admin, requested, 'cancel')).json().data.status).toBe('cancelled')
    expect((await act(admin, requested, 'approve')).statusCode).toBe(409)

    const dispatched = await approvedTransfer(admin, body)
    await act(admin, dispatched, 'dispatch')
    const refused = await act(admin, dispatched, 'cancel')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', params: { status: 'in_transit' } })
    expect((await act(admin, dispatched, 'dispatch')).statusCode).toBe(409)
    expect((await t.onHand(admin, from.id, rice.id))[0]?.on_hand).toBe(49)
  })

  it('fails a dispatch that would take more than is on hand as a whole', async () => {
    const { from, to, rice, soap } = await twoStores()
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [
        { product_id: rice.id, quantity: 5 },
        { product_id: soap.id, quantity: 12.001 },
      ],
    })
    const refused = await act(admin, id, 'dispatch')
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'STOCK_INSUFFICIENT',
      params: { product_name: 'Soap', store_id: from.id, available: 12 },
    })
    expect((await t.onHand(admin, from.id, rice.id))[0]?.on_hand).toBe(50)
    expect(await movementsOf(id)).toEqual([])
  })

  it('refuses a transfer to the same store, unknown stores and products, and a product twice', async () => {
    const { from, rice } = await twoStores()
    const same = await createTransfer(admin, {
      from_store_id: from.id,
      to_store_id: from.id,
      lines: [{ product_id: rice.id, quantity: 1 }],
    })
    expect(same.json().errors).toEqual({ to_store_id: ['same_store'] })
    const unknown = await createTransfer(admin, {
      from_store_id: from.id,
      to_store_id: 999_999,
      lines: [{ product_id: 999_999, quantity: 1 }],
    })
    expect(unknown.json().errors).toEqual({
      to_store_id: ['not_found'],
      'lines.0.product_id': ['not_found'],
    })
    const twice = await createTransfer(admin, {
      from_store_id: from.id,
      to_store_id: 999_999,
      lines: [
        { product_id: rice.id, quantity: 1 },
        { product_id: rice.id, quantity: 2 },
      ],
    })
    expect(twice.statusCode).toBe(422)
    const zero = await createTransfer(admin, {
      from_store_id: from.id,
      to_store_id: 999_999,
      lines: [{ product_id: rice.id, quantity: 0 }],
    })
    expect(zero.statusCode).toBe(422)
  })
})
