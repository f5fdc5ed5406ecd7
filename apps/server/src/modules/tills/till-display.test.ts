import { type DisplayState, liveChannels, type TillDevice } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DocumentEvent } from '../documents/events.ts'
import { channelsForEvent } from '../live/event-channels.ts'
import { createShiftTestApp } from '../shifts/shift-test-kit.ts'

const t = await createShiftTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))
let store: { id: number }
let otherStore: { id: number }
let till: TillDevice
let cashier: Awaited<ReturnType<typeof t.signInAtStores>>

const paying: DisplayState = {
  phase: 'paying',
  lines: [{ key: 'line-1', name_en: 'Gift basket', name_kh: 'កញ្ចប់អំណោយ', quantity: '1', amount_usd: 735 }],
  total_usd: 735,
  total_khr: 30135,
  paid_usd: 1000,
  paid_khr: 0,
  due: null,
  change: { usd: 200, khr: 2700 },
  khqr: null,
}

beforeAll(async () => {
  store = await t.createStore()
  otherStore = await t.createStore()
  cashier = await t.signInAtStores(['cashier'], [store.id])
  const registered = await t
    .as(cashier.token)
    .post('/api/pos/tills', { store_id: store.id, name: 'Front till' })
  till = registered.json<{ data: TillDevice }>().data
})

/** Asks the live layer to let this user join the channel (a made-up socket: only the answer matters here). */
const authorise = (token: string, channel_name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: { authorization: `Bearer ${token}` },
    payload: { socket_id: '1234.5678', channel_name },
  })

describe('the customer display of a till, through the server (a tablet)', () => {
  it('relays the till’s display state on the till’s private channel, kept nowhere', async () => {
    events.length = 0
    const sent = await t.as(cashier.token).post(`/api/pos/tills/${till.id}/display`, paying)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(events).toEqual([
      { type: 'till-display.updated', till_id: till.id, store_id: store.id, ...paying },
    ])
    // Heard on that till's channel only, not on the store's, which every screen of the store listens to.
    expect(channelsForEvent(events[0] as DocumentEvent)).toEqual([liveChannels.tillDisplay(till.id)])
  })

  it('relays a display’s request for the till’s state on the store’s channel, which the till hears', async () => {
    events.length = 0
    const asked = await t.as(cashier.token).post(`/api/pos/tills/${till.id}/display/requests`, {})
    expect(asked.statusCode, asked.body).toBe(202)
    expect(events).toEqual([{ type: 'till-display.requested', till_id: till.id, store_id: store.id }])
    expect(channelsForEvent(events[0] as DocumentEvent)).toEqual([liveChannels.store(store.id)])

    // Another store's user, an unknown till and a user without the till right ask nothing.
    events.length = 0
    const elsewhere = await t.signInAtStores(['cashier'], [otherStore.id])
    const foreign = await t.as(elsewhere.token).post(`/api/pos/tills/${till.id}/display/requests`, {})
    expect(foreign.statusCode).toBe(403)
    expect((await t.as(cashier.token).post('/api/pos/tills/999999/display/requests', {})).statusCode).toBe(
      404,
    )
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const refused = await t.as(keeper.token).post(`/api/pos/tills/${till.id}/display/requests`, {})
    expect(refused.statusCode).toBe(403)
    expect(events).toEqual([])
  })

  it('lets only the users of the till’s store join its display channel', async () => {
    const channel = liveChannels.tillDisplay(till.id)
    expect((await authorise(cashier.token, channel)).statusCode).toBe(200)
    const elsewhere = await t.signInAtStores(['cashier'], [otherStore.id])
    expect((await authorise(elsewhere.token, channel)).statusCode).toBe(403)
    expect((await authorise(cashier.token, liveChannels.tillDisplay(999_999))).statusCode).toBe(403)
  })

  it('refuses another store’s till, an unknown till, a user without the till right and a bad body', async () => {
    events.length = 0
    const elsewhere = await t.signInAtStores(['cashier'], [otherStore.id])
    const foreign = await t.as(elsewhere.token).post(`/api/pos/tills/${till.id}/display`, paying)
    expect(foreign.statusCode).toBe(403)
    const unknown = await t.as(cashier.token).post('/api/pos/tills/999999/display', paying)
    expect(unknown.statusCode).toBe(404)
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const refused = await t.as(keeper.token).post(`/api/pos/tills/${till.id}/display`, paying)
    expect(refused.statusCode).toBe(403)
    const badPhase = await t
      .as(cashier.token)
      .post(`/api/pos/tills/${till.id}/display`, { ...paying, phase: 'x' })
    expect(badPhase.statusCode).toBe(422)
    const negative = { ...paying, total_usd: -1 }
    expect((await t.as(cashier.token).post(`/api/pos/tills/${till.id}/display`, negative)).statusCode).toBe(
      422,
    )
    // Bounded: a display state never grows past what a live event may carry.
    const line = paying.lines[0]
    const tooMany = {
      ...paying,
      lines: Array.from({ length: 21 }, (_, i) => ({ ...line, key: `line-${i}` })),
    }
    expect((await t.as(cashier.token).post(`/api/pos/tills/${till.id}/display`, tooMany)).statusCode).toBe(
      422,
    )
    expect(events).toEqual([])
  })
})
