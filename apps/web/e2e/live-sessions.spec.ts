import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { signIn } from './support.ts'

const liveStatus = (page: Page) => page.locator('header [data-live-state]')

test("a disabled user's open page stops receiving live updates at once", async ({ browser, request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const roles = (await (await request.get('/api/roles?per_page=100', { headers })).json()) as {
    data: { id: number; name: string }[]
  }
  const cashierRole = roles.data.find((role) => role.name === 'cashier')
  const run = Date.now()
  const user = { email: `live-cashier-${run}@shop.kh`, password: 'Kampot#2026' }
  const created = await createRecord(request, token, 'users', {
    name: `Live cashier ${run}`,
    username: `live${run}`,
    ...user,
    password_confirmation: user.password,
    role_ids: [cashierRole?.id],
  })

  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await signIn(page, { user })
    await expect(liveStatus(page)).toHaveAttribute('data-live-state', 'connected')

    const record = (await (await request.get(`/api/users/${created.id}`, { headers })).json()) as {
      data: Record<string, unknown>
    }
    const disabled = await request.put(`/api/users/${created.id}`, {
      headers,
      data: { ...record.data, status: false },
    })
    expect(disabled.status(), await disabled.text()).toBe(200)
    // The server closed the page's socket (4009), and the client does not reconnect on its own.
    await expect(liveStatus(page)).toHaveAttribute('data-live-state', 'disconnected', { timeout: 5_000 })
    await expect(liveStatus(page)).toHaveText('Live updates: disconnected')
  } finally {
    await context.close()
  }
})
