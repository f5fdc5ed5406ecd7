import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { recordNotification } from './notifications.service.ts'

const t = await createTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))

const sokha = await t.signInAs('cashier')
const dara = await t.signInAs('stock_keeper')

/** Writes notifications the way a module does: inside a transaction, announced after it. */
async function notify(userId: number, count: number, dedupe?: string) {
  const queued: DocumentEvent[] = []
  const rows = await t.db.transaction((tx) =>
    recordNotification(
      tx,
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        kind: 'low_stock' as const,
        params: { product_name: `Rice ${i}`, on_hand: i, store_name: 'Phnom Penh' },
        store_id: null,
        link: '/stocks',
        dedupe_key: dedupe ?? null,
      })),
      (event) => queued.push(event),
    ),
  )
  t.app.events.publish(queued)
  return rows
}

describe('notifications', () => {
  it('lists only the signed-in user’s own, newest first, with the unread count', async () => {
    await notify(sokha.user.id, 3)
    await notify(dara.user.id, 2)
    const response = await t.as(sokha.token).get('/api/notifications')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 3, unread: 3 })
    expect(body.data.map((n: { params: { product_name: string } }) => n.params.product_name)).toEqual([
      'Rice 2',
      'Rice 1',
      'Rice 0',
    ])
    expect(body.data[0]).toMatchObject({ kind: 'low_stock', link: '/stocks', read_at: null })
    expect((await t.as(dara.token).get('/api/notifications/unread-count')).json()).toEqual({
      data: { unread: 2 },
    })
  })

  it('announces each new row to its user, and records a repeated alert once', async () => {
    events.length = 0
    const [first] = await notify(dara.user.id, 1, 'expiring:lot:1:store:1')
    expect(await notify(dara.user.id, 1, 'expiring:lot:1:store:1')).toEqual([])
    expect(events).toEqual([
      expect.objectContaining({ type: 'notification.created', user_id: dara.user.id, id: first?.id }),
    ])
  })

  it('marks one read; another user’s is 404, as if it did not exist', async () => {
    const [mine] = await notify(sokha.user.id, 1)
    const [theirs] = await notify(dara.user.id, 1)
    if (!mine || !theirs) throw new Error('not written')
    events.length = 0

    const read = await t.as(sokha.token).post(`/api/notifications/${mine.id}/read`)
    expect(read.statusCode).toBe(200)
    expect(read.json().data.read_at).not.toBeNull()
    expect(events).toEqual([{ type: 'notification.read', user_id: sokha.user.id }])

    const refused = await t.as(sokha.token).post(`/api/notifications/${theirs.id}/read`)
    expect(refused.statusCode).toBe(404)
    expect((await t.as(sokha.token).post('/api/notifications/2147483000/read')).statusCode).toBe(404)
    const theirList = (await t.as(dara.token).get('/api/notifications?read=false')).json()
    expect(theirList.data.map((n: { id: number }) => n.id)).toContain(theirs.id)
  })

  it('filters by read or unread', async () => {
    const unread = (await t.as(sokha.token).get('/api/notifications?read=false')).json()
    const read = (await t.as(sokha.token).get('/api/notifications?read=true')).json()
    expect(unread.meta).toMatchObject({ total: 3, unread: 3 })
    expect(read.meta).toMatchObject({ total: 1, unread: 3 })
    expect(read.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true)
    expect((await t.as(sokha.token).get('/api/notifications?read=maybe')).statusCode).toBe(400)
  })

  it('ignores a search box text, having nothing to search by', async () => {
    const all = (await t.as(sokha.token).get('/api/notifications')).json()
    const searched = await t.as(sokha.token).get('/api/notifications?q=2024-02-30')
    expect(searched.statusCode, searched.body).toBe(200)
    expect(searched.json().data).toEqual(all.data)
  })

  it('marks all of the user’s own read, and nobody else’s', async () => {
    const darasBefore = (await t.as(dara.token).get('/api/notifications/unread-count')).json().data.unread
    events.length = 0
    const response = await t.as(sokha.token).post('/api/notifications/read-all')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'All notifications marked as read', data: { updated: 3 } })
    expect(events).toEqual([{ type: 'notification.read', user_id: sokha.user.id }])
    expect((await t.as(sokha.token).get('/api/notifications/unread-count')).json().data.unread).toBe(0)
    expect((await t.as(dara.token).get('/api/notifications/unread-count')).json().data.unread).toBe(
      darasBefore,
    )
    // Nothing left to mark: the same answer, no event.
    events.length = 0
    expect((await t.as(sokha.token).post('/api/notifications/read-all')).json().data.updated).toBe(0)
    expect(events).toEqual([])
  })
})
