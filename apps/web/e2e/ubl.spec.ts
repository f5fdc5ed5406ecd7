import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { tillSale, vatTinOf } from './orders-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { ADMIN, signIn } from './support.ts'

/** The OASIS UBL 2.1 schemas the server's tests validate with, vendored in the repository. */
const SCHEMAS = path.join(import.meta.dirname, '..', '..', 'server', 'test', 'ubl-2.1', 'maindoc')

test.describe.configure({ mode: 'serial' })

let shop: TillShop
let invoice: { id: number; number: string }
let buyer: { id: number; caminvoice_id: string }

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  const headers = { Authorization: `Bearer ${shop.token}` }
  buyer = await createRecord<typeof buyer>(request, shop.token, 'customers', {
    name: `Angkor Trading ${shop.run}`,
    name_kh: `អង្គរ ពាណិជ្ជកម្ម ${shop.run}`,
    vat_number: vatTinOf(shop.run),
    caminvoice_id: `KHUID${shop.run.padStart(8, '0')}`,
    status: true,
  })
  const { id } = await tillSale(request, shop.token, shop.store.id, shop.soap.id, {
    customer_id: buyer.id,
    tax_invoice: true,
  })
  const detail = await request.get(`/api/orders/${id}`, { headers })
  invoice = ((await detail.json()) as { data: { invoice: typeof invoice } }).data.invoice
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
    await signIn(page, { to: `${prefix}/invoices` })
    const row = page.locator('.ant-table-row', { hasText: invoice.number })
    await expect(row).toBeVisible()

    const label = lang === 'kh' ? `ទាញយក XML នៃ ${invoice.number}` : `Download the XML of ${invoice.number}`
    const xml = await downloadBy(page, () => row.getByRole('button', { name: label }).click())
    expect(xml.name).toBe(`${invoice.number}.xml`)
    const text = xml.bytes.toString('utf8')
    expect(text).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`)
    expect(text).toContain('<cbc:InvoiceTypeCode>388</cbc:InvoiceTypeCode>')
    expect(text).toContain(`<cbc:EndpointID>${buyer.caminvoice_id}</cbc:EndpointID>`)
    // What the browser saved is valid UBL 2.1 (xmllint throws otherwise).
    execFileSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, 'UBL-Invoice-2.1.xsd'), xml.file], {
      stdio: 'pipe',
    })

    // The A4 print shows the buyer's CamInvoice ID; its XML downloads beside Print.
    await row.getByRole('link', { name: invoice.number }).click()
    const doc = page.locator('#print-root [data-testid=invoice-document]')
    await expect(doc.getByTestId('caminvoice-id')).toHaveText(buyer.caminvoice_id)
    const again = await downloadBy(page, () => page.getByRole('button', { name: label }).click())
    expect(again.bytes.equals(xml.bytes)).toBe(true)
    await page.goto(`${prefix}/invoices`)

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

for (const lang of ['en', 'kh'] as const) {
  const prefix = lang === 'kh' ? '/kh' : ''
  const texts = {
    en: {
      save: 'Save',
      vatError:
        'Enter the VATTIN as the tax office prints it: L001-123456789, K001-123456789 or E001-1234567890.',
      idError: 'Enter the CamInvoice ID as KHUID and 8 digits, for example KHUID00001234.',
    },
    kh: {
      save: 'រក្សាទុក',
      vatError: 'បញ្ចូលលេខ VATTIN ដូចដែលពន្ធដារបោះពុម្ព៖ L001-123456789, K001-123456789 ឬ E001-1234567890។',
      idError: 'បញ្ចូលលេខសម្គាល់ CamInvoice ជា KHUID និងលេខ ៨ ខ្ទង់ ឧទាហរណ៍ KHUID00001234។',
    },
  }[lang]
  const fieldError = (page: Page, id: string) =>
    page.locator(`.ant-form-item:has(#${id}) .ant-form-item-explain-error`)

  test(`${lang}: a customer's VATTIN and CamInvoice ID are checked by format on the form`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now()}`.slice(-6)
    await signIn(page, { to: `${prefix}/customers/create` })
    await page.locator('#customers-name').fill(`Bayon Supply ${lang}${run}`)
    await page.locator('#customers-name_kh').fill(`បាយ័ន ${run}`)
    await page.locator('#customers-vat_number').fill('K001-123')
    await page.locator('#customers-caminvoice_id').fill('KH-123')
    await page.getByRole('button', { name: texts.save }).click()
    await expect(fieldError(page, 'customers-vat_number')).toHaveText(texts.vatError)
    await expect(fieldError(page, 'customers-caminvoice_id')).toHaveText(texts.idError)
    await expect(page).toHaveURL(/\/customers\/create$/)

    await page.locator('#customers-vat_number').fill(`E001-1${run}999`)
    await page.locator('#customers-caminvoice_id').fill(`KHUID00${run}`)
    await page.getByRole('button', { name: texts.save }).click()
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/customers`)
    const token = (await (await request.post('/api/login', { data: ADMIN })).json()) as { token: string }
    const found = await request.get(`/api/customers?q=${encodeURIComponent(`Bayon Supply ${lang}${run}`)}`, {
      headers: { Authorization: `Bearer ${token.token}` },
    })
    expect(((await found.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        name_kh: `បាយ័ន ${run}`,
        vat_number: `E001-1${run}999`,
        caminvoice_id: `KHUID00${run}`,
      }),
    ])
  })
}
