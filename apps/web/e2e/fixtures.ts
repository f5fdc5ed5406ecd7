import { test as base } from '@playwright/test'
import { ownServer } from './own-server.ts'

export * from '@playwright/test'

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3199) + 10

/**
 * Each Playwright worker sells on a server and an embedded database of its own, so flows in different workers
 * run side by side without seeing each other's rows. The server is the compiled one `npm start` runs (built by
 * the config's webServer before any worker starts), on a port per worker slot; a worker that is replaced after a
 * failure starts again on an empty database. Specs use `baseURL` (page.goto, request, browser.newContext) and
 * never name the server themselves.
 */
export const test = base.extend<object, { workerServer: { url: string } }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use, workerInfo) => {
      const server = ownServer(FIRST_PORT + workerInfo.parallelIndex)
      await server.start()
      await use({ url: server.url })
      await server.remove()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
})
