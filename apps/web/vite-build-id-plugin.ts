import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/** Reads the id a deployment pinned (several servers must agree on one), or makes a fresh one per build. */
function createBuildId(): string {
  return process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
}

/**
 * Stamps every build with one id: compiled into the bundle as `__BUILD_ID__` and written to
 * `dist/version.json`. A running tab compares the two to notice that a newer build was deployed.
 */
export function buildIdPlugin(): Plugin {
  const buildId = createBuildId()
  return {
    name: 'sms-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`,
      })
    },
  }
}
