import { liveChannels } from '@sms/contract'
import { isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stores } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { assertMayIn, assertStoreAccess, storesOf } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { tillStoreFor } from '../tills/till-display.routes.ts'

const refused = (channel: string) =>
  new AppError('FORBIDDEN', `You may not join ${channel}.`, { channel_name: channel })

/** `private-store.12` → 12; anything else → null. */
const idAfter = (channel: string, prefix: string) => {
  const match = new RegExp(`^${prefix.replace('.', '\\.')}([1-9][0-9]{0,9})$`).exec(channel)
  return match?.[1] ? Number(match[1]) : null
}

/**
 * Who may join which private or presence channel, asked at every authorisation with the user's current
 * permissions and stores (a right taken away stops the next subscription, not only the next sign-in).
 */
export async function assertMayJoin(db: Db, actor: Actor, channel: string) {
  const userId = idAfter(channel, 'private-user.')
  if (userId !== null) {
    if (userId !== actor.id) throw refused(channel)
    return
  }
  // A till's customer display: for the users of that till's store (decision 0042).
  const displayTillId = idAfter(channel, 'private-till-display.')
  if (displayTillId !== null) {
    await tillStoreFor(db, actor, displayTillId).catch(() => {
      throw refused(channel)
    })
    return
  }
  // Orders carry totals and cashiers: only for those who may list orders, and only their stores' (issue 18).
  const ordersStoreId = idAfter(channel, 'private-orders.')
  const storeId = ordersStoreId ?? idAfter(channel, 'private-store.') ?? idAfter(channel, 'presence-pos.')
  if (storeId !== null) {
    const allowed =
      ordersStoreId !== null
        ? assertMayIn(db, actor, 'orders.list', storeId)
        : assertStoreAccess(db, actor, storeId)
    await allowed.catch(() => {
      throw refused(channel)
    })
    return
  }
  throw refused(channel)
}

/** The channels the web app subscribes to after sign-in: the public one, the user's own, their stores' (and
 * their stores' orders when they may list orders). */
export async function channelsOf(db: Db, actor: Actor) {
  const storeIds = await storesOf(db, actor)
  const ids =
    storeIds === 'all'
      ? (await db.select({ id: stores.id }).from(stores).where(isNull(stores.deleted_at))).map((s) => s.id)
      : storeIds
  ids.sort((a, b) => a - b)
  return [
    liveChannels.settings,
    liveChannels.user(actor.id),
    ...ids.map(liveChannels.store),
    ...(may(actor, 'orders.list') ? ids.map(liveChannels.orders) : []),
  ]
}
