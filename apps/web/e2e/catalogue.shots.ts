import { expect, test } from '@playwright/test'
import { adminToken, createShowcaseProducts } from './catalogue-api.ts'
import { shoot } from './shots-support.ts'
import { signIn } from './support.ts'

// Pictures for people to look at (`npm run screenshots`), not a check; written to the git-ignored screenshots/.

test.describe('product screens', () => {
  let productId = 0

  test.beforeAll(async ({ request }) => {
    productId = await createShowcaseProducts(request, await adminToken(request))
  })

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`product list and form, ${lang}, ${mode}`, async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        const prefix = lang === 'kh' ? '/kh' : ''
        await signIn(page, { to: `${prefix}/products?q=88411020` })
        await expect(page.locator('.ant-table-row img').first()).toBeVisible()
        await shoot(page, `product-list-${lang}-${mode}`)

        // The filter of a price column: the number match modes, the value in dollars.
        await page
          .locator('th.ant-table-cell', { hasText: /USD|ដុល្លារ/ })
          .locator('.ant-table-filter-trigger')
          .click()
        await expect(page.locator('.ant-table-filter-dropdown fieldset')).toBeVisible()
        await shoot(page, `product-list-filter-${lang}-${mode}`)

        await page.goto(`${prefix}/products/update/${productId}`)
        await expect(page.locator('.ant-select:has(#products-brand_id) .ant-select-content')).toHaveAttribute(
          'title',
          lang === 'kh' ? 'អង្គរ' : 'Angkor',
        )
        await shoot(page, `product-form-${lang}-${mode}`)
        await page.locator('#products-image').scrollIntoViewIfNeeded()
        await shoot(page, `product-form-bottom-${lang}-${mode}`)
      })
    }
  }
})
