import { test as setup } from '@playwright/test'
import { adminToken } from './catalogue-api.ts'
import { createShowcaseStock } from './stock-api.ts'

// Rows to open before the accessibility walks start, two at a time: every list gets an update form to check,
// and the stock pages their rows (the showcase products on hand, an adjustment to open).
setup('products and stock to open in the accessibility walk', async ({ request }) => {
  await createShowcaseStock(request, await adminToken(request))
})
