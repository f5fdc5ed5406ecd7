import { describe, expect, it } from 'vitest'
import { checkLiveSetup, LiveSetupError } from './live-setup.ts'

const token = () => 'a-token'
const setup = { broadcaster: 'reverb', protocol: 'https:', hostname: 'shop.example.com', tokenStorage: token }

const problemOf = (run: () => void): [string, string] | null => {
  try {
    run()
    return null
  } catch (error) {
    if (error instanceof LiveSetupError) return [error.problem, error.message]
    throw error
  }
}

describe('the live client start-up checks', () => {
  it('accept pusher or reverb over https, and plain http on this machine only', () => {
    expect(problemOf(() => checkLiveSetup(setup))).toBeNull()
    expect(problemOf(() => checkLiveSetup({ ...setup, broadcaster: 'pusher' }))).toBeNull()
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'app.localhost']) {
      expect(problemOf(() => checkLiveSetup({ ...setup, protocol: 'http:', hostname }))).toBeNull()
    }
  })

  it('refuse another broadcaster with the spec text', () => {
    expect(problemOf(() => checkLiveSetup({ ...setup, broadcaster: 'socket.io' }))).toEqual([
      'unsupportedBroadcaster',
      'Unsupported broadcaster',
    ])
  })

  it('require a secure connection outside this machine', () => {
    for (const hostname of ['shop.example.com', '192.168.1.20']) {
      expect(problemOf(() => checkLiveSetup({ ...setup, protocol: 'http:', hostname }))?.[0]).toBe(
        'secureConnectionRequired',
      )
    }
  })

  it('refuse to start without token storage, with the spec text', () => {
    expect(problemOf(() => checkLiveSetup({ ...setup, tokenStorage: undefined }))).toEqual([
      'tokenStorageUndefined',
      'Token storage is not defined',
    ])
  })
})
