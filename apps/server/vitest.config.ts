import { defineConfig } from 'vitest/config'

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
const apiTests = ['src/kernel/**/*.test.ts', 'src/modules/**/*.test.ts', 'test/**/*.test.ts']

/** API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    // Each file builds its own app on its own database copy and nothing mocks modules, so the files of a worker
    // can share the module cache: the app's modules load once per worker, not once per file (9 → 5 minutes).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/lib/**/*.test.ts', 'src/db/**/*.test.ts', 'src/seed/**/*.test.ts', 'src/*.test.ts'],
        },
      },
      { extends: true as const, test: { name: 'api-pglite', include: apiTests, env: { TEST_DB: 'pglite' } } },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'api-postgres', include: apiTests, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
})
