import fs from 'node:fs'
import path from 'node:path'
import { LOGIN_ROOTS, pageScripts } from '../scripts/page-scripts.mjs'
import { expect, test } from './fixtures.ts'

// The build the server under test serves (playwright.config.ts builds it).
const distDir = path.resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST ?? 'dist')
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'))

test('/login downloads the scripts the size check counts, compressed, and the colour menu, version check, appearance check and Khmer-digit listener after', async ({
  page,
}) => {
  const scripts = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('.js')) scripts.set(pathname.slice(1), response.headers()['content-encoding'])
  })
  await page.goto('/login')
  await expect(page.locator('#sign-in-email')).toBeVisible()
  await page.waitForLoadState('networkidle')

  const counted = pageScripts(manifest, LOGIN_ROOTS)
  // Loaded once the page shows: nothing /login needs to draw (it draws from the stored appearance until the
  // server's answer is checked), so scripts/size.mjs leaves it out.
  const deferred = pageScripts(manifest, [
    'src/components/color-mode-menu.tsx',
    'src/app/new-version-notice.tsx',
    'src/features/settings/appearance/appearance-api.ts',
    // Khmer digits typed into number fields: /login has none (decision 0011).
    'src/lib/khmer/khmer-digits-input.ts',
  ]).filter((file) => !counted.includes(file))
  expect([...scripts.keys()].sort()).toEqual([...counted, ...deferred].sort())
  for (const [file, encoding] of scripts) expect(encoding, file).toMatch(/^(br|gzip)$/)
})
