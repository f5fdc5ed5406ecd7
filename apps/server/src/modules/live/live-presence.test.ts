// Presence channels (members, client events) and a socket's user sign-in with its own channel.
import { liveChannels } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { createLiveRig } from './live-rig.ts'
import { decoded, eventually, openRawSocket } from './live-test-kit.ts'

const { t, wsUrl, connect, store, cashier, outsider } = await createLiveRig()

describe('presence channels', () => {
  const till = liveChannels.pos(store.id)

  it('list the members with name and picture, and announce who comes and goes', async () => {
    const first = await connect(cashier.token)
    const seen = await first.subscribe(till)
    expect((seen as unknown as { members: { count: number; me: { id: string } } }).members).toMatchObject({
      count: 1,
      me: { id: String(cashier.user.id) },
    })

    const colleague = await t.signInAtStores(['cashier'], [store.id])
    const added = first.next<{ user_id: string; user_info: { name: string; picture: null } }>(
      'pusher_internal:member_added',
      till,
    )
    const second = await connect(colleague.token)
    const channel = await second.subscribe(till)
    expect((await added).data).toEqual({
      user_id: String(colleague.user.id),
      user_info: { name: colleague.user.name, picture: null },
    })
    expect((channel as unknown as { members: { count: number } }).members.count).toBe(2)

    const removed = first.next<{ user_id: string }>('pusher_internal:member_removed', till)
    second.pusher.disconnect()
    expect((await removed).data).toEqual({ user_id: String(colleague.user.id) })
  })

  it('count a user with two sockets once, and let them leave with the last one', async () => {
    const watcher = await connect(cashier.token)
    await watcher.subscribe(till)
    const colleague = await t.signInAtStores(['cashier'], [store.id])
    const [tabA, tabB] = [await connect(colleague.token), await connect(colleague.token)]
    const added = watcher.next('pusher_internal:member_added', till)
    await tabA.subscribe(till)
    await added
    await tabB.subscribe(till)
    expect(
      (await t.app.live.members(till)).filter((m) => m.user_id === String(colleague.user.id)),
    ).toHaveLength(1)
    tabA.pusher.disconnect()
    await eventually(() => t.app.live.connectionCount === 2, 'tab A left')
    const removed = watcher.next('pusher_internal:member_removed', till)
    tabB.pusher.disconnect()
    await removed
    expect(watcher.on(till).filter((m) => m.event === 'pusher_internal:member_removed')).toHaveLength(1)
  })

  it('refuse a user of another store', async () => {
    const client = await connect(outsider.token)
    await expect(client.subscribe(till)).rejects.toMatchObject({ status: 403 })
  })

  it('relay client events to the others with the sender user_id, never back to the sender', async () => {
    const colleague = await t.signInAtStores(['cashier'], [store.id])
    const [a, b] = [await connect(cashier.token), await connect(colleague.token)]
    const [channelA] = await Promise.all([a.subscribe(till), b.subscribe(till)])
    const atB = b.next<{ item: string }>('client-scanned', till)
    channelA.trigger('client-scanned', { item: 'rice' })
    const message = await atB
    expect(message.data).toEqual({ item: 'rice' })
    expect(message.user_id).toBe(String(cashier.user.id))
    // a hears its own later events only through b: b answers, and a never saw its own.
    const atA = a.next('client-ack', till)
    b.pusher.channel(till)?.trigger('client-ack', {})
    await atA
    expect(a.on(till).map((m) => m.event)).not.toContain('client-scanned')
  })

  it('refuse client events over 10 KB: the sender is told, the others get nothing', async () => {
    const colleague = await t.signInAtStores(['cashier'], [store.id])
    const [a, b] = [await connect(cashier.token), await connect(colleague.token)]
    const [channelA] = await Promise.all([a.subscribe(till), b.subscribe(till)])
    const error = a.next<{ message: string }>('pusher:error')
    channelA.trigger('client-big', { text: 'x'.repeat(10_300) })
    expect((await error).data.message).toMatch(/Payload too large/)
    const small = b.next('client-small', till)
    channelA.trigger('client-small', { text: 'x'.repeat(9_000) })
    await small
    expect(b.on(till).map((m) => m.event)).not.toContain('client-big')
  })
})

describe('user sign-in', () => {
  it('signs a socket in as its user and lets it join its own server-to-user channel only', async () => {
    const client = await connect(cashier.token)
    const success = client.next<{ user_data: string }>('pusher:signin_success')
    client.pusher.signin()
    expect(JSON.parse((await success).data.user_data)).toMatchObject({ id: String(cashier.user.id) })
    const raw = await openRawSocket(wsUrl())
    await raw.next('pusher:connection_established')
    raw.send({ event: 'pusher:subscribe', data: { channel: `#server-to-user-${cashier.user.id}` } })
    expect(decoded((await raw.next('pusher:error')).data)).toMatchObject({ code: 4009 })
    raw.socket.close()
  })
})
