import type { FastifyBaseLogger } from 'fastify'
import type { LiveHub } from './hub.ts'
import { type LiveControl, PUSHER_CODES } from './protocol.ts'

/**
 * What became of a session behind a socket: ended (signed out, revoked, the user disabled or deleted),
 * narrowed (it may no longer join one of the socket's channels: a store or a right taken away), or holds.
 */
export type SessionCheck = (
  userId: number,
  sessionId: string,
  channels: string[],
) => Promise<'ended' | 'narrowed' | 'holds'>

/**
 * Ties sockets to the sessions that authorised them, so that ending a session ends its live updates at once
 * (issue 18): signing out, a revoked session, a disabled or deleted user, a password reset. The authorisation
 * may reach another process than the socket's, and the session may end on a third, so both travel as controls
 * through the fan-out; every process closes its own sockets whose session no longer holds, asking the database.
 * A socket whose user lost a store or a right is closed too, with "reconnect": its channels are authorised again.
 */
export function trackSessionSockets(hub: LiveHub, isLive: SessionCheck, log: FastifyBaseLogger) {
  hub.handleControls((control: LiveControl) => {
    if (control.control === 'bind') {
      hub.connection(control.socketId)?.sessions.set(control.sessionId, control.userId)
      return
    }
    closeEnded(control.userId).catch((err) => log.error({ err }, 'ended sessions kept their sockets'))
  })

  async function closeEnded(userId: number) {
    for (const connection of [...hub.connections()]) {
      for (const [sessionId, owner] of connection.sessions) {
        if (owner !== userId) continue
        const verdict = await isLive(userId, sessionId, [...connection.channels.keys()])
        // 4009: the client must not reconnect on its own; the app signs in again first.
        if (verdict === 'ended') connection.close(PUSHER_CODES.unauthorized, 'The session has ended')
        // 4200: reconnect now, and subscribe again with what the user may see today.
        if (verdict === 'narrowed') connection.close(PUSHER_CODES.reconnect, 'Your access changed')
        if (verdict !== 'holds') break
      }
    }
  }

  return {
    /** A user's token authorised a channel (or a sign-in) on this socket. */
    bind: (socketId: string, userId: number, sessionId: string) =>
      hub.publishControl({ control: 'bind', socketId, userId, sessionId }),
    /** Some of the user's sessions may have ended: close the sockets they authorised, on every process. */
    recheck: (userId: number) => hub.publishControl({ control: 'recheck', userId }),
  }
}

export type SessionSockets = ReturnType<typeof trackSessionSockets>
