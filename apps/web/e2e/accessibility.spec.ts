import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signIn } from './support.ts'

/**
 * axe-core on every page of the app, in both languages and both colour modes (in dark mode the colour rules);
 * any serious or critical violation fails. The resource pages come from the sidebar the app draws for the
 * administrator (who may see every entry of the menu definitions), so a new screen is checked without editing
 * this file. Each page is loaded once and checked light, then dark: the device's colour scheme turns to dark
 * under the open page, as a phone's does at dusk, and the app follows it (no colour chosen, so "system"). Each
 * language is walked in SHARDS parts, each signing in once and taking every SHARDS-th menu page: the parts run
 * side by side and each stays well inside its own timeout on a loaded machine.
 */
const SHARDS = 6

/** Pages outside the menu: the shell's own routes (routes.tsx). */
const SHELL_PAGES = ['/', '/profiles', '/no-permission', '/not-found', '/no-such-page']

type Mode = 'light' | 'dark'
type Finding = { url: string; mode?: Mode; rule: string; impact: string; nodes: number; targets: string[] }

/** Waits until the page has its data and antd's entrance animations are over (fading text fails contrast). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(350)
  await animationsOver(page)
}

/** A toast or a dialog still fading in has text below its contrast: waits for every finite animation to end. */
async function animationsOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/**
 * The rules a colour mode can break. A mode changes only colour tokens, not what the page says or how it is
 * built, so a page is checked light with every rule and dark with these: axe is CPU-bound, and its walks are the
 * longest part of `npm test`.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The serious and critical findings of axe on a settled page (in dark mode only the colour rules'). The shell
 * around a page (the menu and the top bar) is the same on every page and is checked whole on the shell's own
 * pages; on the others axe reads the page itself, which spares it the whole menu each time.
 */
async function audit(page: Page, mode: Mode, shell: 'whole' | 'page only'): Promise<Finding[]> {
  const axe = new AxeBuilder({ page })
  if (shell === 'page only') axe.exclude('aside.ant-layout-sider').exclude('header.ant-layout-header')
  const { violations } = await (mode === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze()
  const url = new URL(page.url()).pathname
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      url,
      mode,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
}

/** Every page should name itself with one level-one heading, as a screen reader finds them (not the print copy). */
async function headingFindings(page: Page): Promise<Finding[]> {
  const count = await page.getByRole('heading', { level: 1 }).count()
  if (count === 1) return []
  return [
    {
      url: new URL(page.url()).pathname,
      rule: 'one-h1',
      impact: 'serious',
      nodes: 1,
      targets: [`${count} h1`],
    },
  ]
}

/**
 * Turns the device's colour scheme under the settled page and waits for the app to follow: the new colours are
 * drawn in the next frames, and their transitions are waited out. Nothing is fetched again.
 */
async function turnColourScheme(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`))
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await animationsOver(page)
}

for (const lang of ['en', 'kh'] as const) {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`no serious or critical axe violations, ${lang}, light and dark, part ${shard + 1} of ${SHARDS}`, async ({
      page,
    }) => {
      test.setTimeout(600_000)
      const prefix = lang === 'kh' ? '/kh' : ''
      const findings: Finding[] = []
      const visited = new Set<string>()
      const check = async (path: string, shell: 'whole' | 'page only' = 'page only') => {
        await page.emulateMedia({ colorScheme: 'light' })
        await page.goto(`${prefix}${path}`)
        await settle(page)
        const { pathname, search } = new URL(page.url())
        const landed = `${pathname}${search}`
        // A form the administrator may not open (the audit log has none) lands on a page already checked.
        if (visited.has(landed)) return
        visited.add(landed)
        findings.push(...(await audit(page, 'light', shell)), ...(await headingFindings(page)))
        await turnColourScheme(page, 'dark')
        findings.push(...(await audit(page, 'dark', shell)))
      }

      if (shard === 0) await check('/login', 'whole')
      await signIn(page, { lang })

      const menuPaths = await page
        .locator('aside nav a[href]')
        .evaluateAll((links, p) => links.map((a) => (a.getAttribute('href') ?? '').slice(p.length)), prefix)
      expect(menuPaths.length).toBeGreaterThan(10)

      if (shard === 0) for (const path of SHELL_PAGES) await check(path, 'whole')
      for (const path of menuPaths.filter((_, index) => index % SHARDS === shard)) {
        await check(path)
        // The page has settled: its first row's key and, when a row links to its own page (a document, a
        // product's ledger), that link, read at once rather than waiting for rows an empty table never gets.
        const { firstId, rowLink } = await page.evaluate(() => ({
          firstId:
            document.querySelector('.ant-table-row[data-row-key]')?.getAttribute('data-row-key') ?? null,
          rowLink: document.querySelector('main .ant-table-row a[href]')?.getAttribute('href') ?? null,
        }))
        await check(`${path}/create`)
        if (firstId) await check(`${path}/update/${firstId}`)
        if (rowLink) await check(rowLink.slice(prefix.length))
      }

      const axeFindings = findings.filter((finding) => finding.rule !== 'one-h1')
      const nodes = axeFindings.reduce((sum, finding) => sum + finding.nodes, 0)
      const rules = [...new Set(axeFindings.map((finding) => finding.rule))].join(', ')
      console.log(
        `${lang} part ${shard + 1}: ${visited.size} pages, light and dark; ${axeFindings.length} serious/critical axe violations (${nodes} elements: ${rules}); ${findings.length - axeFindings.length} pages without one h1`,
      )
      expect(findings, JSON.stringify(findings, null, 1)).toEqual([])
    })
  }
}

test('the sign-in page starts in the e-mail field', async ({ page }) => {
  await page.goto('/kh/login')
  await expect(page.locator('#sign-in-email')).toBeFocused()
})

test('the first Tab stop skips to the main content', async ({ page }) => {
  await signIn(page, { to: '/products' })
  await expect(page.locator('main h1')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await expect(page).toHaveURL(/\/products$/)
  // The next stop is the page's first control, not the menu or the header.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
})

test('every Tab stop of the role form is a visible control', async ({ page }) => {
  await signIn(page, { to: '/roles/create' })
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await page.locator('main').focus()
  const hidden: string[] = []
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press('Tab')
    const where = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const box = element.getBoundingClientRect()
      const visible = box.width > 0 && box.height > 0 && !element.closest('[aria-hidden="true"]')
      return visible ? '' : element.outerHTML.slice(0, 120)
    })
    if (where === null) break
    if (where) hidden.push(where)
  }
  expect(hidden).toEqual([])
})
