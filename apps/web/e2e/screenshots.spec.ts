import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { signIn } from './support.ts'

// Written for people to look at (Khmer must render in Kantumruy Pro, dark mode must be readable); git-ignored.
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url))

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  // Let antd finish its entrance animations so the picture shows the settled page.
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` })
}

for (const lang of ['en', 'kh'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`sign-in page and shell, ${lang}, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
      const prefix = lang === 'kh' ? '/kh' : ''
      await page.goto(`${prefix}/login`)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`))
      await shoot(page, `login-${lang}-${mode}`)
      await signIn(page, { lang })
      await shoot(page, `shell-${lang}-${mode}`)
    })
  }
}
