import { createRecord } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { tillShop } from './pos-api.ts'
import { signIn } from './support.ts'

// Issue 22.4: the low-stock page's threshold and drafts dialogs are react-hook-form on the contract's schemas.
test('a store’s threshold is saved with Enter; drafts for a product no supplier delivered say why none is made', async ({
  page,
  request,
}) => {
  const shop = await tillShop(request)
  const { run, token } = shop
  const product = await createRecord<{ id: number; name_en: string }>(request, token, 'products', {
    name_en: `Low tea ${run}`,
    sku: `LOW-TEA-${run}`,
    price_usd: 200,
    price_khr: 8200,
    low_stock_threshold: 5,
  })
  await createRecord(request, token, 'stock-adjustments', {
    store_id: shop.store.id,
    reason: 'initial',
    lines: [{ product_id: product.id, quantity: 2 }],
  })

  await signIn(page, { to: `/stocks/low?q=LOW-TEA-${run}&store_id=${shop.store.id}` })
  await page.getByRole('button', { name: `Low-stock threshold of ${product.name_en}` }).click()
  const threshold = page.getByRole('dialog', { name: `Low-stock threshold of ${product.name_en}` })
  const field = threshold.getByLabel('Low at')
  await expect(field).toBeFocused()
  await field.fill('8')
  await page.keyboard.press('Enter')
  await expect(threshold).toBeHidden()
  await expect(page.locator('.ant-message')).toContainText(
    `${product.name_en} is now low at 8 in this store.`,
  )

  await page.getByRole('button', { name: 'Create purchase order drafts' }).click()
  const drafts = page.getByRole('dialog', { name: 'Create purchase order drafts' })
  const create = drafts.getByRole('button', { name: 'Create drafts' })
  await create.click()
  // No supplier has delivered the tea and none is chosen: the server's answer is said in the dialog.
  await expect(drafts.getByRole('alert')).toContainText('Nothing to order')
  await expect(create).not.toHaveClass(/ant-btn-loading/)
})
