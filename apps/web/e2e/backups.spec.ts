import AxeBuilder from '@axe-core/playwright'
import { adminToken } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './support.ts'

const section = (page: import('@playwright/test').Page) => page.getByTestId('backup-section')

test('an administrator takes a backup from the settings screen and sees it as the last one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `Bearer ${await adminToken(request)}` }
  // The server may already have taken its daily backup (a minute after start); the new one must be newer.
  const before = (await (await request.get('/api/backups/latest', { headers })).json()).data.last
  await signIn(page, { to: '/settings' })
  await expect(page.getByRole('heading', { level: 2, name: 'Backups' })).toBeVisible()
  await expect(section(page)).toContainText(
    /A backup is taken every day after \d\d:\d\d; the last 14 are kept in /,
    // The server takes its first daily backup a minute after start; on PGlite requests wait for it.
    { timeout: 60_000 },
  )

  await section(page).getByRole('button', { name: 'Back up now' }).click()
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Backup taken' })).toBeVisible()
  const after = (await (await request.get('/api/backups/latest', { headers })).json()).data.last
  expect(after.file_name).not.toBe(before?.file_name)
  await expect(section(page)).toContainText(/Last backup: .+ \(\d+(\.\d)? MB\)/)
  await expect(section(page).getByRole('alert')).toHaveCount(0)

  // The same in Khmer.
  await page.goto('/kh/settings')
  await expect(page.getByRole('heading', { level: 2, name: 'ការបម្រុងទុកទិន្នន័យ' })).toBeVisible()
  await expect(section(page)).toContainText('ការបម្រុងទុកចុងក្រោយ៖')
  await expect(section(page).getByRole('button', { name: 'បម្រុងទុកឥឡូវនេះ' })).toBeVisible()
})

test('a backup older than two days is warned about, readable in both colour modes', async ({ page }) => {
  test.setTimeout(180_000)
  // Three days old: the server's own backups are fresh, so the answer is replaced for this page only.
  const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)
  await page.route('**/api/backups/latest', async (route) => {
    const answer = await (await route.fetch()).json()
    answer.data.last = { file_name: 'sms-backup-old.zip', taken_at: old.toISOString(), size_bytes: 2_400_000 }
    await route.fulfill({ json: answer })
  })
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
    await signIn(page, { to: '/settings' })
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`))
    await expect(section(page).getByRole('alert')).toHaveText(
      'The last backup is more than two days old. Take one now, and copy the backup folder to another disk.',
      { timeout: 60_000 },
    )
    await expect(section(page)).toContainText('(2.4 MB)')
    const axe = await new AxeBuilder({ page }).include('[data-testid="backup-section"]').analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    await page.evaluate(() => localStorage.clear())
  }
})
