import { defineConfig } from 'vitest/config'

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
const apiTests = ['src/modules/**/*.test.ts', 'test/**/*.test.ts']

/** API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
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
