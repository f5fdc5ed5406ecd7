import { liveRoutes } from '@sms/contract'
import type { QueryClient } from '@tanstack/react-query'
import Pusher from 'pusher-js'
import { api } from '../api/api.ts'
import { currentCsrfHeader, isCookieMode } from '../auth/session-mode.ts'
import { setFollowedConnection } from './followed-channels.ts'
import { dispatchLiveEvent } from './live-handlers.ts'
import { checkLiveSetup, LiveSetupError } from './live-setup.ts'
import { followConnection, setLiveStatus } from './live-status.ts'

/** How long to wait before asking for the live configuration again when the API could not be reached. */
const CONFIG_RETRY_MS = 15_000

type Options = {
  queryClient: QueryClient
  /** Token storage: the bearer token channel authorisation sends. */
  getToken: (() => string | null) | undefined
}

/**
 * Connects pusher-js to the server's own broadcaster (same origin, `/app/{key}`), subscribes to the channels
 * the server says this user may join, and hands each event to the features' handlers. After a reconnect every
 * query on screen refetches, since events sent while the socket was down are gone. Returns the disconnect.
 */
export function startLiveClient({ queryClient, getToken }: Options): () => void {
  let pusher: Pusher | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const connect = async () => {
    const config = await api.call(liveRoutes.config)
    if (stopped) return
    const { protocol, hostname, port } = window.location
    checkLiveSetup({ broadcaster: config.broadcaster, protocol, hostname, tokenStorage: getToken })
    const secure = protocol === 'https:'
    // Cookie mode: the session cookie goes along by itself (same origin, credentials included), the CSRF
    // header the page fetched before sign-in proves the request is ours.
    const headersProvider = (): Record<string, string> => {
      if (isCookieMode()) return currentCsrfHeader()
      const token = getToken?.()
      return token ? { Authorization: `Bearer ${token}` } : {}
    }
    const client = new Pusher(config.key, {
      cluster: 'local',
      wsHost: hostname,
      wsPort: Number(port) || 80,
      wssPort: Number(port) || 443,
      forceTLS: secure,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: config.activity_timeout * 1000,
      channelAuthorization: { endpoint: config.auth_endpoint, transport: 'ajax', headersProvider },
      userAuthentication: { endpoint: config.user_auth_endpoint, transport: 'ajax', headersProvider },
    })
    pusher = client
    client.connection.bind(
      'state_change',
      followConnection(() => void queryClient.invalidateQueries()),
    )
    for (const name of config.channels) {
      client.subscribe(name).bind_global((event: string, data: unknown) => {
        if (!event.startsWith('pusher:')) dispatchLiveEvent(event, data, { queryClient, channel: name })
      })
    }
    setFollowedConnection(client)
  }

  const start = () => {
    connect().catch((error: unknown) => {
      if (error instanceof LiveSetupError) {
        console.error(error.message)
        setLiveStatus({ state: 'failed', problem: error.problem })
        return
      }
      setLiveStatus({ state: 'unavailable', problem: null })
      if (!stopped) retry = setTimeout(start, CONFIG_RETRY_MS)
    })
  }
  start()

  return () => {
    stopped = true
    clearTimeout(retry)
    setFollowedConnection(null)
    pusher?.disconnect()
    setLiveStatus({ state: 'initialized', problem: null })
  }
}
