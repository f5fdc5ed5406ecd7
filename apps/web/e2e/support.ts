import { expect, type Locator, type Page } from '@playwright/test'
import type { LoginResponse } from '@sms/contract'
import { SESSION_KEYS } from '../src/lib/auth/session-storage.ts'

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' }

type Credentials = { email: string; password: string }

/** Signs in through the form, as a user would (the admin unless told), and waits for the shell. */
export async function signInWithForm(
  page: Page,
  { lang = 'en', user = ADMIN }: { lang?: 'en' | 'kh'; user?: Credentials } = {},
): Promise<void> {
  const prefix = lang === 'kh' ? '/kh' : ''
  await page.goto(`${prefix}/login`)
  await page.locator('#sign-in-email').fill(user.email)
  await page.locator('#sign-in-password').fill(user.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname === (prefix || '/'))
  await expect(page.locator('header.ant-layout-header')).toBeVisible()
}

/**
 * Opens the app signed in (the admin unless told) and waits for the shell. The session is the one the sign-in
 * form stores (lib/auth/session-storage.ts), asked of the API: the form itself is tested once, in auth.spec and
 * cookie-session.spec, and every other flow starts where a signed-in user does, without loading /login first.
 * `to` opens that page (a full path, language prefix included) instead of the home page: loading the app once,
 * not the dashboard first and the page after.
 */
export async function signIn(
  page: Page,
  { lang = 'en', user = ADMIN, to }: { lang?: 'en' | 'kh'; user?: Credentials; to?: string } = {},
): Promise<void> {
  const answer = await page.request.post('/api/login', { data: user })
  expect(answer.ok(), await answer.text()).toBe(true)
  const login = (await answer.json()) as LoginResponse
  // Any page of the origin gives access to its storage; the health check is the smallest.
  await page.goto('/api/health')
  await page.evaluate(
    ({ session, keys }) => {
      localStorage.setItem(keys.token, session.token)
      localStorage.setItem(keys.refreshToken, session.refresh_token)
      localStorage.setItem(keys.expiresAt, String(Date.now() + session.expires_in * 1000))
      localStorage.setItem(keys.permissions, JSON.stringify(session.permissions))
      localStorage.setItem(keys.roles, JSON.stringify({ roles: session.roles }))
      localStorage.setItem(keys.userInfo, JSON.stringify(session.user_info))
    },
    { session: login, keys: SESSION_KEYS },
  )
  if (to) {
    await page.goto(to)
    return
  }
  const home = lang === 'kh' ? '/kh' : '/'
  await page.goto(home)
  await expect(page).toHaveURL((url) => url.pathname === home)
  await expect(page.locator('header.ant-layout-header')).toBeVisible()
}

/** Signs out through the user menu in the header and waits for the sign-in page. */
export async function signOut(page: Page, { signOutLabel = 'Sign out' } = {}): Promise<void> {
  // Called right after a save, the page may still be leaving the form: the re-render then closes the user
  // menu under the pointer. Open it again until the sign-out has really happened.
  const menuItem = page.getByRole('menuitem', { name: signOutLabel })
  const signInForm = page.locator('#sign-in-email')
  await expect(async () => {
    // A sign-out already made is not made again, however long its page takes to draw.
    if (await signInForm.isVisible()) return
    if (!(await menuItem.isVisible()))
      await page.locator('header.ant-layout-header .ant-dropdown-trigger').click({ timeout: 2_000 })
    await menuItem.click({ timeout: 2_000 })
    await expect(signInForm).toBeVisible({ timeout: 2_000 })
  }).toPass()
}

/** Collects what the console reports as errors, such as Content-Security-Policy violations. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort())
}

export async function signedInUserName(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? '{}').name as string)
}

/**
 * The fonts Chromium actually drew an element's text with (not just what CSS asked for). A live update can
 * re-render the element between finding it and asking for its fonts ("Could not find node"): then it is
 * found again, a few times.
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
        return fonts.map((font) => font.familyName)
      } catch (error) {
        if (attempt >= 5 || !String(error).includes('Could not find node')) throw error
        await page.waitForTimeout(200)
      }
    }
  } finally {
    await cdp.detach()
  }
}

/**
 * Records Content-Security-Policy violations from the first script on. Chromium logs blocked inline scripts to
 * the console but not a blocked `new Function` that the page caught, so the event is the reliable witness.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

/**
 * Types into an antd select's search and clicks the option with this text, then checks the select shows it.
 * On a loaded machine the option list can change under the click (the options' read answers as it lands) and
 * the click is lost, as a person's would be: they look and pick again, and so does this, a few times. An
 * `option` as a pattern picks one among options whose names contain each other ("Specific Tax" and an earlier
 * flow's "Specific Tax 123456" in the same worker's database).
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  typed: string,
  option: string | RegExp = typed,
) {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
  await expect(async () => {
    await field.click()
    await field.fill(typed)
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 5_000 })
    if (typeof option === 'string') await expect(select).toContainText(option, { timeout: 2_000 })
    else await expect(select.getByText(option).first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/**
 * Clicks a listed record's Edit button until its form opens. The list redraws once a typed search answers: a
 * click lost in that redraw is made again, but not a click whose form is still loading on a busy machine.
 */
export async function openEditForm(page: Page, editButton: Locator, formUrl: RegExp): Promise<void> {
  await expect(async () => {
    if (!formUrl.test(page.url())) await editButton.click({ timeout: 2_000 })
    await expect(page).toHaveURL(formUrl, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}
