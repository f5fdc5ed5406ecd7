import { adminToken } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { tillShop } from './pos-api.ts'
import { signIn } from './support.ts'

test.describe.configure({ mode: 'serial' })

/** Issue 23.3: a double click is one action — one request, one success message, no error beside it. */

/** Counts the page's requests to an API path with a method. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return seen
}

test('a double click on "Add payment" pays once and shows one success, no error', async ({
  page,
  request,
}) => {
  const shop = await tillShop(request)
  const headers = { Authorization: `Bearer ${shop.token}` }
  const opened = await request.post('/api/orders', {
    data: { store_id: shop.store.id, lines: [{ product_id: shop.soap.id, quantity: 1 }] },
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(opened.ok(), await opened.text()).toBe(true)
  const orderId = ((await opened.json()) as { data: { id: number } }).data.id
  const approved = await request.post(`/api/orders/${orderId}/approve`, {
    data: {},
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(approved.ok(), await approved.text()).toBe(true)

  await signIn(page, { to: `/orders/${orderId}` })
  const payments = countRequests(page, 'POST', new RegExp(`^/api/orders/${orderId}/payments$`))
  await page.getByTestId('add-payment').click()
  await expect(page.getByTestId('payment-amount')).toHaveValue(/\d/)
  await page.getByTestId('payment-ok').dblclick()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'Payment successfully created' }),
  ).toHaveCount(1, { timeout: 20_000 })
  await expect(page.getByTestId('add-payment')).toBeHidden()
  await expect(page.getByText('An error occurred. Please try again.')).toHaveCount(0)
  expect(payments).toHaveLength(1)
  const detail = await request.get(`/api/orders/${orderId}`, { headers })
  const tenders = ((await detail.json()) as { data: { tenders: { kind: string }[] } }).data.tenders
  expect(tenders.filter((row) => row.kind === 'payment')).toHaveLength(1)
})

test('a double click on "Set rate" sets the rate once: one history row, one message', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const current = async () =>
    (
      (await (await request.get('/api/exchange-rates/current', { headers })).json()) as {
        data: { rate: number }
      }
    ).data.rate
  const before = await current()
  // Within 10% of the rate in force, so no confirmation is asked; a value no other test sets.
  const next = before + 7
  try {
    await signIn(page)
    const rates = countRequests(page, 'POST', /^\/api\/exchange-rates$/)
    await page.getByRole('button', { name: /^Today's riel rate/ }).click()
    await page.getByLabel('Riel per US dollar').fill(String(next))
    await page.getByRole('dialog').getByRole('button', { name: 'Set rate' }).dblclick()
    const saved = page.locator('.ant-message-notice').filter({ hasText: 'The riel rate is now' })
    // Two clicks once answered with two of these (and two rows).
    await expect(saved).toHaveCount(1, { timeout: 20_000 })
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(rates).toHaveLength(1)
    const history = await request.get('/api/exchange-rates?per_page=20', { headers })
    const rows = ((await history.json()) as { data: { rate: number }[] }).data
    expect(rows.filter((row) => row.rate === next)).toHaveLength(1)
  } finally {
    // The other flows expect the rate they found.
    const restored = await request.post('/api/exchange-rates', {
      data: { rate: before, confirm: true },
      headers,
    })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
})
