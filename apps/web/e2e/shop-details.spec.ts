import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { signIn, signOut } from './support.ts'

/** Issue 23 point 11: smaller things a shop notices. */
test.describe.configure({ mode: 'serial' })

test('/orders/create opens the order form, in both languages', async ({ page }) => {
  await signIn(page, { to: '/orders/create' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New order')
  await expect(page.getByTestId('open-order')).toBeVisible()
  await page.goto('/kh/orders/create')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ការបញ្ជាទិញថ្មី')
})

test('the audit log shows the time of each change, not only its day', async ({ page, request }) => {
  const token = await adminToken(request)
  const run = Date.now().toString().slice(-6)
  await createRecord(request, token, 'brands', { name_en: `Audited ${run}`, code: `AU${run}` })
  await signIn(page, { to: '/audit-logs' })
  // The shop's date format (mm/dd/yy by default) and the time: "11/27/26 13:45".
  await expect(page.getByTestId('audit-time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
})

test('a long product name is cut short in the list, whole on hover, and the other columns stay on screen', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const run = Date.now().toString().slice(-6)
  const name = `Long ${run} ${'Premium jasmine fragrant rice from Battambang province '.repeat(3)}`
    .trim()
    .slice(0, 200)
  await createRecord(request, token, 'products', { name_en: name, sku: `LONG-${run}`, price_usd: 100 })
  await signIn(page, { to: `/products?q=LONG-${run}` })
  const row = page.locator('tr', { hasText: `LONG-${run}` })
  await expect(row.locator(`[title="${name}"]`)).toBeVisible()
  // The status column, the last before the actions, is within the 1366 px window.
  const status = row.locator('td').filter({ hasText: 'Active' })
  const box = await status.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(1366)
})

test('a name that is still loading shows a placeholder, never the raw id', async ({ page, request }) => {
  const token = await adminToken(request)
  const run = Date.now().toString().slice(-6)
  const store = await createRecord<{ id: number; name_en: string }>(request, token, 'stores', {
    name_en: `Slow store ${run}`,
    code: `SL${run}`,
  })
  const product = await createRecord(request, token, 'products', {
    name_en: `Tea ${run}`,
    sku: `TEA-${run}`,
    price_usd: 100,
  })
  const response = await request.post('/api/orders', {
    data: { store_id: store.id, lines: [{ product_id: product.id, quantity: 1 }] },
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const order = ((await response.json()) as { data: { id: number } }).data
  // The store's name answers late, as on a slow connection.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/api/stores/${store.id}`, async (route) => {
    await released
    await route.continue()
  })
  await signIn(page, { to: `/orders/${order.id}` })
  await expect(page.getByTestId('order-number')).toBeVisible()
  const summary = page.locator('.ant-descriptions').first()
  await expect(summary.locator('.ant-skeleton')).toBeVisible()
  await expect(summary).not.toContainText(`#${store.id}`)
  release()
  await expect(summary).toContainText(store.name_en)
})

test('a draft purchase order asks a stock keeper to edit it, and only its sender to send it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const run = Date.now().toString().slice(-6)
  const store = await createRecord(request, token, 'stores', { name_en: `PO store ${run}`, code: `PO${run}` })
  const supplier = await createRecord(request, token, 'suppliers', { name: `Mekong ${run}` })
  const product = await createRecord(request, token, 'products', {
    name_en: `Milk ${run}`,
    sku: `MLK-${run}`,
    price_usd: 150,
  })
  const order = await createRecord(request, token, 'purchase-orders', {
    supplier_id: supplier.id,
    store_id: store.id,
    lines: [{ product_id: product.id, quantity: 12, unit_cost_usd: 100 }],
  })
  const roles = (await (await request.get('/api/roles?per_page=50', { headers })).json()) as {
    data: { id: number; name: string }[]
  }
  const keeperRole = roles.data.find((role) => role.name === 'stock_keeper')
  const keeper = { email: `keeper-${run}@example.com`, password: 'Keeper#2026-po' }
  await createRecord(request, token, 'users', {
    name: `Keeper ${run}`,
    email: keeper.email,
    username: `keeper_${run}`,
    password: keeper.password,
    password_confirmation: keeper.password,
    role_ids: keeperRole ? [keeperRole.id] : [],
    store_ids: [store.id],
    status: true,
  })

  await signIn(page, { user: keeper, to: `/stocks/purchase-orders/${order.id}` })
  const hint = page.getByTestId('draft-hint')
  await expect(hint).toContainText('a manager')
  await expect(hint).not.toContainText('then send it')

  await signOut(page)
  await signIn(page, { to: `/kh/stocks/purchase-orders/${order.id}` })
  await expect(page.getByTestId('draft-hint')).toContainText('រួចផ្ញើវា')
})

test("a shop's primary colour reaches the logo but not the status tags", async ({ page }) => {
  // The shop chose red, as the settings would answer after an owner changed it.
  await page.route('**/api/settings/public', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown> }
    await route.fulfill({ response, json: { ...body, data: { ...body.data, primary_color: '#b91c1c' } } })
  })
  await signIn(page, { to: '/products' })
  await expect(page.getByTestId('built-in-logo').locator('rect')).toHaveAttribute('fill', '#b91c1c')
  // "Active" (like "Order completed") keeps the status green, never the shop's red of "Cancelled".
  const active = page.locator('.ant-tag-success').first()
  await expect(active).toBeVisible()
  expect(await active.evaluate((tag) => getComputedStyle(tag).color)).toBe('rgb(21, 128, 61)')
})

test('a name that is too long says the limit, in both languages', async ({ page }) => {
  await signIn(page, { to: '/brands/create' })
  await page.locator('#brands-name_en').fill('x'.repeat(151))
  await page.locator('#brands-name_en').press('Enter')
  await expect(page.getByText('This value is too long (at most 150 characters).')).toBeVisible()
  await page.goto('/kh/brands/create')
  await page.locator('#brands-name_en').fill('x'.repeat(151))
  await page.locator('#brands-name_en').press('Enter')
  await expect(page.getByText('តម្លៃនេះវែងពេក (យ៉ាងច្រើន 150 តួអក្សរ)។')).toBeVisible()
})
