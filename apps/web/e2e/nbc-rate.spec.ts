import { expect, test } from './fixtures.ts'
import { signIn } from './support.ts'

/**
 * The owner imports the National Bank's daily rate (decision 0039). The day is long past and its average is
 * 4,100, so the rate in force for the other flows sharing this database stays what they expect.
 */
const feed = (date: string) =>
  `<ExchangeRate><ex><key>USD/KHR</key><date>${date}</date><bid>4090</bid><ask>4110</ask>` +
  '<average>4100</average></ex></ExchangeRate>'

test('the owner imports the NBC rate; a weekend feed is refused with the reason, in Khmer', async ({
  page,
}) => {
  await signIn(page, { to: '/kh/settings' })
  await page.getByRole('button', { name: 'នាំចូលអត្រា ធ.ជ.ក.' }).click()
  const dialog = page.getByRole('dialog')
  // 01/10/2015 was a Saturday: the NBC publishes no rate then, and nothing is stored.
  await dialog.getByLabel('XML អត្រាប្តូរប្រាក់ ធ.ជ.ក.').fill(feed('01/10/2015'))
  await dialog.getByRole('button', { name: 'នាំចូល', exact: true }).click()
  await expect(dialog.getByText('ទិន្នន័យផ្តល់អត្រានៅថ្ងៃចុងសប្តាហ៍ ដែល ធ.ជ.ក. មិនចេញផ្សាយ។')).toBeVisible()

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Import NBC rate' }).click()
  await page.getByRole('dialog').getByLabel('NBC exchange-rate XML').fill(feed('01/05/2015'))
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.locator('.ant-message-notice').filter({ hasText: /day\(s\) imported/ })).toBeVisible({
    timeout: 30_000,
  })
  // The history is newest first, so a day of 2015 is on its last page.
  const pages = page.locator('.ant-table-wrapper').last().locator('.ant-pagination-item')
  if ((await pages.count()) > 0) await pages.last().click()
  await expect(page.getByRole('cell', { name: 'NBC: bid 4,090, ask 4,110, average 4,100' })).toBeVisible()

  // The same feed again imports nothing: the day is already there.
  await page.getByRole('button', { name: 'Import NBC rate' }).click()
  await page.getByRole('dialog').getByLabel('NBC exchange-rate XML').fill(feed('01/05/2015'))
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: '0 day(s) imported, 1 already there.' }),
  ).toBeVisible({ timeout: 30_000 })
})
