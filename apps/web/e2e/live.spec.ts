import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { collectConsoleErrors, signIn } from './support.ts'

const liveStatus = (page: Page) => page.locator('header [data-live-state]')

test('a stock adjustment posted in one browser shows in the audit log open in another, without a reload', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const run = Date.now()
  // The store exists before the watcher signs in: its channel is among the ones the watcher joins.
  const store = await createRecord(request, token, 'stores', {
    name_en: `Live store ${run}`,
    code: `LIVE${run}`,
  })
  const product = await createRecord(request, token, 'products', {
    name_en: `Live rice ${run}`,
    sku: `LIVE-${run}`,
    price_usd: 150,
    price_khr: 6100,
  })

  const [watching, posting] = [await browser.newContext(), await browser.newContext()]
  try {
    const watcher = await watching.newPage()
    const errors = collectConsoleErrors(watcher)
    await signIn(watcher, { to: '/audit-logs' })
    await expect(liveStatus(watcher)).toHaveAttribute('data-live-state', 'connected')
    await expect(liveStatus(watcher)).toHaveText('Live updates: connected')
    await expect(watcher.locator('tr.ant-table-row').first()).toBeVisible()
    // A reload would lose this mark.
    await watcher.evaluate(() => Object.assign(window, { __stillTheSamePage: true }))

    const poster = await posting.newPage()
    await signIn(poster)
    const posterToken = await poster.evaluate(() => localStorage.getItem('token'))
    const answer = await poster.request.post('/api/stock-adjustments', {
      headers: { Authorization: `Bearer ${posterToken}` },
      data: { store_id: store.id, reason: 'found', lines: [{ product_id: product.id, quantity: 5 }] },
    })
    expect(answer.status(), await answer.text()).toBe(201)
    const { id } = ((await answer.json()) as { data: { id: number } }).data

    // This adjustment's own row (on a shared database the first page is full, and counting rows would see an
    // older one leave as this one arrives).
    const cell = watcher.locator('td', { hasText: new RegExp(`^${id.toLocaleString('en-US')}$`) })
    await expect(
      watcher.locator('tr.ant-table-row', { hasText: 'stock-adjustments', has: cell }),
    ).toHaveCount(1)
    expect(
      await watcher.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage),
    ).toBe(true)
    expect(errors).toEqual([])
  } finally {
    await Promise.all([watching.close(), posting.close()])
  }
})

test('the menubar says in Khmer that live updates are connected', async ({ page }) => {
  await signIn(page, { lang: 'kh' })
  await expect(liveStatus(page)).toHaveAttribute('data-live-state', 'connected')
  await expect(liveStatus(page)).toHaveText('ព័ត៌មានផ្ទាល់៖ បានភ្ជាប់')
})
