import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../test-utils/memory-storage.ts'
import {
  fetchDeployedBuildId,
  isChunkLoadError,
  isNewerBuild,
  reloadAfterChunkError,
} from './build-version.ts'

describe('build version', () => {
  it('reads the deployed build id, or null when it cannot', async () => {
    const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }))
    expect(await fetchDeployedBuildId(answer('{"buildId":"b2"}'))).toBe('b2')
    expect(await fetchDeployedBuildId(answer('<html>', 200))).toBeNull()
    expect(await fetchDeployedBuildId(answer('{}', 404))).toBeNull()
    expect(await fetchDeployedBuildId(vi.fn().mockRejectedValue(new TypeError('offline')))).toBeNull()
  })

  it('calls a differing id a newer build', () => {
    expect(isNewerBuild('b2', 'b1')).toBe(true)
    expect(isNewerBuild('b1', 'b1')).toBe(false)
    expect(isNewerBuild(null, 'b1')).toBe(false)
  })

  it('recognises chunk-load failures from the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads at most once per 10 seconds', () => {
    const storage = new MemoryStorage()
    const reload = vi.fn()
    expect(reloadAfterChunkError({ storage, reload, now: 100_000 })).toBe(true)
    expect(reloadAfterChunkError({ storage, reload, now: 109_999 })).toBe(false)
    expect(reloadAfterChunkError({ storage, reload, now: 110_000 })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
