/** How often an open tab asks whether a newer build was deployed. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000
/** A failed chunk load reloads the page at most this often, so a broken deployment cannot loop it. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 1000
export const CHUNK_RELOAD_KEY = 'chunkReloadAt'

/** The build id the server currently serves, or null when it cannot be read (offline, old server). */
export async function fetchDeployedBuildId(fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFn('/version.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    const body: unknown = await response.json()
    return body && typeof body === 'object' && 'buildId' in body && typeof body.buildId === 'string'
      ? body.buildId
      : null
  } catch {
    return null
  }
}

export function isNewerBuild(deployed: string | null, current: string): boolean {
  return deployed !== null && deployed !== current
}

/** After a deployment the old hashed chunks are gone; each browser words the failed import differently. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk .+ failed/i.test(
    message,
  )
}

type ReloadDeps = { storage: Pick<Storage, 'getItem' | 'setItem'>; now: number; reload: () => void }

/** Reloads to fetch the new build's files unless the last such reload was under 10 seconds ago. */
export function reloadAfterChunkError(deps?: Partial<ReloadDeps>): boolean {
  const storage = deps?.storage ?? sessionStorage
  const now = deps?.now ?? Date.now()
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY))
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(CHUNK_RELOAD_KEY, String(now))
  ;(deps?.reload ?? (() => window.location.reload()))()
  return true
}
