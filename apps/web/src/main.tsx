import { initColorMode } from './lib/color-mode/color-mode-store.ts'
import { reloadAfterChunkError } from './lib/version/build-version.ts'

// Zod tests whether `new Function` works as it builds its first schema; under the server's CSP (no eval) that
// test is reported as a violation. Its `jitless` flag skips the test, but must be set before any chunk that
// contains zod runs. Static imports run before this module's body, so the app itself is imported dynamically
// and this file imports nothing that pulls in zod.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

// Set the class on <html> before the app loads, so a dark-mode user does not see a white flash.
initColorMode()

// A failed page chunk reaches the router's error page, which reloads; this covers the app chunk itself.
import('./bootstrap.tsx').catch((error: unknown) => {
  if (!reloadAfterChunkError()) throw error
})
