import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

/** Measurements in the browser (`*.bench.ts`), on demand: `npm run bench:till`; `npm test` skips them. */
export default defineConfig({
  ...base,
  projects: [{ name: 'bench', testMatch: '*.bench.ts', workers: 1 }],
})
