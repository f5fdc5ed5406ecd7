import type { FastifyBaseLogger } from 'fastify'
import type { LiveHub } from './hub.ts'
import { type LiveControl, PUSHER_CODES } from './protocol.ts'

/** Whether a user's session still holds (not signed out or revoked, the user neither disabled nor deleted). */
export type SessionCheck = (userId: number, sessionId: string) => Promise<boolean>

/**
 * Ties sockets to the sessions that authorised them, so that ending a session ends its live updates at once
 * (issue 18): signing out, a revoked session, a disabled or deleted user, a password reset. The authorisation
 * may reach another process than the socket's, and the session may end on a third, so both travel as controls
 * through the fan-out; every process closes its own sockets whose session no longer holds, asking the database.
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
    const verdicts = new Map<string, Promise<boolean>>()
    const holds = (sessionId: string) => {
      const known = verdicts.get(sessionId) ?? isLive(userId, sessionId)
      verdicts.set(sessionId, known)
      return known
    }
    for (const connection of [...hub.connections()]) {
      for (const [sessionId, owner] of connection.sessions) {
        if (owner !== userId || (await holds(sessionId))) continue
        // 4009: the client must not reconnect on its own; the app signs in again first.
        connection.close(PUSHER_CODES.unauthorized, 'The session has ended')
        break
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
