import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { tillSale } from './orders-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'

/** The OASIS UBL 2.1 schemas the server's tests validate with, vendored in the repository. */
const SCHEMAS = path.join(import.meta.dirname, '..', '..', 'server', 'test', 'ubl-2.1', 'maindoc')

test.describe.configure({ mode: 'serial' })

let shop: TillShop
let invoice: { id: number; number: string }

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  const sale = await tillSale(request, shop.token, shop.store.id, shop.soap.id)
  const issued = await request.post(`/api/orders/${sale.id}/invoice`, {
    data: {},
    headers: { Authorization: `Bearer ${shop.token}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(issued.ok(), await issued.text()).toBe(true)
  invoice = ((await issued.json()) as { data: { invoice: { id: number; number: string } } }).data.invoice
})

/** Clicks and answers the saved file's name and bytes. */
async function downloadBy(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const file = await download.path()
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file), file }
}

for (const lang of ['en', 'kh'] as const) {
  const prefix = lang === 'kh' ? '/kh' : ''

  test(`${lang}: an invoice's UBL XML and the month's ZIP download from /invoices`, async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page, { lang })
    await page.goto(`${prefix}/invoices`)
    const row = page.locator('.ant-table-row', { hasText: invoice.number })
    await expect(row).toBeVisible()

    const label = lang === 'kh' ? `ទាញយក XML នៃ ${invoice.number}` : `Download the XML of ${invoice.number}`
    const xml = await downloadBy(page, () => row.getByRole('button', { name: label }).click())
    expect(xml.name).toBe(`${invoice.number}.xml`)
    const text = xml.bytes.toString('utf8')
    expect(text).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`)
    expect(text).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>')
    // What the browser saved is valid UBL 2.1 (xmllint throws otherwise).
    execFileSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, 'UBL-Invoice-2.1.xsd'), xml.file], {
      stdio: 'pipe',
    })

    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' })
      .format(new Date())
      .slice(0, 7)
    const zipButton = page.getByTestId('ubl-month-zip')
    await expect(zipButton).toHaveText(
      lang === 'kh' ? 'ទាញយក XML ប្រចាំខែ (ZIP)' : "Download the month's XML (ZIP)",
    )
    const zip = await downloadBy(page, () => zipButton.click())
    expect(zip.name).toBe(`ubl-${month}.zip`)
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    // A ZIP keeps its file names as they are: the invoice's file is in it.
    expect(zip.bytes.includes(Buffer.from(`${invoice.number}.xml`))).toBe(true)

    // A month without documents says so, in the page's language.
    const picker = page.getByTestId('ubl-month')
    await picker.click()
    await picker.fill('2020-01')
    await picker.press('Enter')
    await zipButton.click()
    await expect(page.locator('.ant-message')).toContainText(
      lang === 'kh'
        ? 'មិនមានវិក្កយបត្រ ឬកំណត់ត្រាឥណទានក្នុងខែនេះទេ។'
        : 'There are no invoices or credit notes in this month.',
    )
  })
}
