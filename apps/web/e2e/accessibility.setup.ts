import { test as setup } from '@playwright/test'
import { adminToken, createShowcaseProducts } from './catalogue-api.ts'

// Rows to open before the accessibility walks start, two at a time: every list gets an update form to check.
setup('products to open in the accessibility walk', async ({ request }) => {
  await createShowcaseProducts(request, await adminToken(request))
})
