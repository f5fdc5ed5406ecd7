import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { createLiveRig } from './live-rig.ts'
import { decoded, listenForClients, openRawSocket } from './live-test-kit.ts'
import { md5, requestSigningText, sign } from './signatures.ts'

const { t, key, appId, secret, connect, publisher } = await createLiveRig()

describe('the Pusher HTTP API', () => {
  const post = (path: string, body: object, tamper: { secret?: string; timestamp?: number } = {}) => {
    const text = JSON.stringify(body)
    const query = {
      auth_key: key,
      auth_timestamp: String(tamper.timestamp ?? Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: md5(text),
    }
    const signature = sign(tamper.secret ?? secret, requestSigningText('POST', path, query))
    const search = new URLSearchParams({ ...query, auth_signature: signature })
    return t.app.inject({
      method: 'POST',
      url: `${path}?${search}`,
      headers: { 'content-type': 'application/json' },
      payload: text,
    })
  }
  const path = `/apps/${appId}/events`

  it('accepts a call signed with the app secret, from the official library and by hand', async () => {
    const client = await connect()
    await client.subscribe('settings')
    const first = client.next('by.library', 'settings')
    const answer = await publisher().trigger('settings', 'by.library', { n: 1 })
    expect(answer.status).toBe(200)
    await first
    const second = client.next('by.hand', 'settings')
    expect((await post(path, { name: 'by.hand', data: '{"n":2}', channels: ['settings'] })).statusCode).toBe(
      200,
    )
    expect((await second).data).toEqual({ n: 2 })
    const batch = client.next('in.batch', 'settings')
    const answered = await publisher().triggerBatch([
      { channel: 'settings', name: 'in.batch', data: { n: 3 } },
    ])
    expect(answered.status).toBe(200)
    await batch
  })

  it('refuses a wrong signature, a stale timestamp and a changed body with 401', async () => {
    await expect(
      publisher({ secret: 'not-the-secret-at-all' }).trigger('settings', 'x', {}),
    ).rejects.toMatchObject({
      status: 401,
    })
    const body = { name: 'x', data: '{}', channel: 'settings' }
    expect((await post(path, body, { secret: 'wrong-secret' })).statusCode).toBe(401)
    const stale = await post(path, body, { timestamp: Math.floor(Date.now() / 1000) - 601 })
    expect(stale.statusCode).toBe(401)
    expect(stale.json().message).toMatch(/auth_timestamp/)
    expect((await post(path, body)).statusCode).toBe(200)
    // A signed call whose body was swapped on the way: body_md5 no longer matches.
    const text = JSON.stringify(body)
    const query = {
      auth_key: key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: md5(text),
    }
    const search = new URLSearchParams({
      ...query,
      auth_signature: sign(secret, requestSigningText('POST', path, query)),
    })
    const swapped = await t.app.inject({
      method: 'POST',
      url: `${path}?${search}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, channel: 'private-orders' }),
    })
    expect(swapped.statusCode).toBe(401)
  })

  it('refuses event data over 10 KB with 413 and publishes nothing of it', async () => {
    const client = await connect()
    await client.subscribe('settings')
    const big = await post(path, { name: 'too.big', data: 'x'.repeat(10_241), channels: ['settings'] })
    expect(big.statusCode).toBe(413)
    const sentinel = client.next('after.big', 'settings')
    await post(path, { name: 'after.big', data: '{}', channels: ['settings'] })
    await sentinel
    expect(client.on('settings').map((m) => m.event)).not.toContain('too.big')
  })

  it('answers 404 for another app id', async () => {
    expect(
      (await post(`/apps/${randomUUID()}/events`, { name: 'x', data: '{}', channel: 'settings' })).statusCode,
    ).toBe(404)
  })
})

describe('a server with short timings and room for two', async () => {
  const small = await createTestApp(
    { PUSHER_MAX_CONNECTIONS: '2' },
    { live: { activityTimeoutSeconds: 1, pongTimeoutMs: 300 } },
  )
  const smallServer = await listenForClients(small.app)
  const url = `ws://127.0.0.1:${smallServer.port}/app/${small.app.live.app.key}?protocol=7`

  it('pings an idle socket, keeps it while it answers, and closes it with 4201 when it stops', async () => {
    const raw = await openRawSocket(url)
    await raw.next('pusher:connection_established')
    await raw.next('pusher:ping')
    raw.send({ event: 'pusher:pong', data: {} })
    const afterPong = raw.messages.length
    await raw.next('pusher:ping', afterPong)
    expect((await raw.closed).code).toBe(4201)
  })

  it('refuses a connection over its capacity with 4100, and tells the others 4200 when it shuts down', async () => {
    const [a, b] = [await openRawSocket(url), await openRawSocket(url)]
    await Promise.all([a.next('pusher:connection_established'), b.next('pusher:connection_established')])
    const third = await openRawSocket(url)
    expect(decoded((await third.next('pusher:error')).data)).toMatchObject({ code: 4100 })
    expect((await third.closed).code).toBe(4100)
    await small.app.close()
    expect((await a.closed).code).toBe(4200)
    expect((await b.closed).code).toBe(4200)
  })
})
