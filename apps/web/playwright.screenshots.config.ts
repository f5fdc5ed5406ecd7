import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

/** The screenshots only (git-ignored `screenshots/`), on demand: `npm run screenshots`; `npm test` skips them. */
export default defineConfig({
  ...base,
  projects: [{ name: 'screenshots', testMatch: '*.shots.ts' }],
})
