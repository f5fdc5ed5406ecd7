import { isLiveEventName, type LiveEventName } from '@sms/contract'
import type Pusher from 'pusher-js'

/**
 * Channels a screen joins for itself, beyond those the server lists for the user (a till's customer display on
 * a tablet, decision 0042). Kept here, outside the client that loads pusher-js, so a screen can follow a
 * channel before the connection exists; the client attaches them on each connection.
 */
/** The event's name is the contract's; its data is as heard, for the screen to check with its schema. */
type Listener = (event: LiveEventName, data: unknown) => void
type Follower = {
  channel: string
  listener: Listener
  /** Called each time the channel is joined: the first time, and again after every reconnection. */
  onJoined: (() => void) | undefined
  detach: (() => void) | null
}

const followers = new Set<Follower>()
let connected: Pusher | null = null

function attach(client: Pusher, follower: Follower) {
  const handler = (event: string, data: unknown) => {
    // The protocol's own events (`pusher:…`) and names the server does not publish are not the screen's.
    if (isLiveEventName(event)) follower.listener(event, data)
  }
  const joined = () => follower.onJoined?.()
  const channel = client.subscribe(follower.channel)
  channel.bind_global(handler)
  channel.bind('pusher:subscription_succeeded', joined)
  // Another follower may have joined the channel already: no second success comes for this one.
  if (channel.subscribed) joined()
  follower.detach = () => {
    channel.unbind_global(handler)
    channel.unbind('pusher:subscription_succeeded', joined)
    const others = [...followers].some((f) => f !== follower && f.channel === follower.channel)
    if (!others) client.unsubscribe(follower.channel)
  }
}

/**
 * Hears every event of `channel` (a private one is authorised by the server), and says when it is joined;
 * returns the stop.
 */
export function followChannel(channel: string, listener: Listener, onJoined?: () => void): () => void {
  const follower: Follower = { channel, listener, onJoined, detach: null }
  followers.add(follower)
  if (connected) attach(connected, follower)
  return () => {
    follower.detach?.()
    followers.delete(follower)
  }
}

/** The live client's connection, or null once it stopped: followed channels move to it. */
export function setFollowedConnection(client: Pusher | null) {
  connected = client
  for (const follower of followers) {
    follower.detach = null
    if (client) attach(client, follower)
  }
}
