import { LIVE_BROADCASTERS } from '@sms/contract'
import type { LiveProblem } from './live-status.ts'

/** The spec's start-up configuration errors; the message is the spec's text, for the console and the log. */
export class LiveSetupError extends Error {
  constructor(
    readonly problem: LiveProblem,
    message: string,
  ) {
    super(message)
    this.name = 'LiveSetupError'
  }
}

type Setup = {
  broadcaster: string
  /** The page's location: its protocol decides ws or wss. */
  protocol: string
  hostname: string
  /** Where the bearer token for channel authorisation comes from. */
  tokenStorage: (() => string | null) | undefined
}

/** Loopback names: a developer's own machine may speak plain ws://. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\./.test(hostname) ||
  hostname === '[::1]'

/**
 * Refuses a setup the live client cannot work with, before anything connects: a broadcaster other than pusher
 * or reverb, a plain (non-TLS) connection anywhere but on this machine, and no token storage.
 */
export function checkLiveSetup({ broadcaster, protocol, hostname, tokenStorage }: Setup) {
  if (!(LIVE_BROADCASTERS as readonly string[]).includes(broadcaster)) {
    throw new LiveSetupError('unsupportedBroadcaster', 'Unsupported broadcaster')
  }
  if (protocol !== 'https:' && !isLoopback(hostname)) {
    throw new LiveSetupError(
      'secureConnectionRequired',
      'Secure connection required: open the app over https',
    )
  }
  if (!tokenStorage) throw new LiveSetupError('tokenStorageUndefined', 'Token storage is not defined')
}
