import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { ProcessesFirst } from './test/processes-first.ts'

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
const apiTests = ['src/kernel/**/*.test.ts', 'src/modules/**/*.test.ts', 'test/**/*.test.ts']
/** Tests that start the compiled server as a process of its own (dist/, built by the global setup). */
const processTests = ['src/modules/sales/checkout-crash.test.ts', 'test/upgrade.test.ts']
/** Tests that start another process on the embedded database: the README's scripts, a second server. */
const embeddedProcessTests = ['src/main.test.ts', 'src/db-scripts.test.ts', 'src/db/data-dir-lock.test.ts']

/** API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/password-cost.ts'],
    // Each file builds its own app on its own database copy and nothing mocks modules, so the files of a worker
    // can share the module cache: the app's modules load once per worker, not once per file (9 → 5 minutes).
    isolate: false,
    // A file spends much of its time waiting on PostgreSQL or a server it started, so one worker more than the
    // cores keeps them busy (vitest's default is one fewer: a single worker on a 2-core machine).
    maxWorkers: os.availableParallelism() + 1,
    // The process tests are the longest files and wait more than they compute: started first, they overlap the
    // rest instead of trailing after it.
    sequence: { sequencer: ProcessesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/lib/**/*.test.ts', 'src/db/**/*.test.ts', 'src/seed/**/*.test.ts', 'src/*.test.ts'],
          exclude: embeddedProcessTests,
        },
      },
      {
        extends: true as const,
        test: { name: 'api-pglite', include: apiTests, exclude: processTests, env: { TEST_DB: 'pglite' } },
      },
      {
        extends: true as const,
        test: {
          name: 'processes-pglite',
          include: [...embeddedProcessTests, ...processTests],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: processTests,
                env: { TEST_DB: 'postgres' },
              },
            },
            {
              extends: true as const,
              test: { name: 'processes-postgres', include: processTests, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
})
