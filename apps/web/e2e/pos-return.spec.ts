import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { tillSale, tokenOf, vatCustomer, vatTinOf } from './orders-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill, pdfToPng, scan } from './till-support.ts'

const SHOTS = path.join(import.meta.dirname, '..', 'screenshots')

test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

for (const lang of ['en', 'kh'] as const) {
  test(`${lang}: F10 returns goods of a receipt with a manager's PIN and makes a credit note`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    // The cashier's sale: one $7.35 basket, paid with $10.
    const cashierToken = await tokenOf(request, shop.cashier)
    const sale = await tillSale(request, cashierToken, shop.store.id, shop.basket.id)

    await page.addInitScript(() => {
      const counter = window as unknown as { __prints: number }
      counter.__prints = 0
      window.print = () => {
        counter.__prints++
      }
    })
    await signIn(page, { user: shop.cashier, to: lang === 'kh' ? '/kh/pos' : '/pos' })
    await expect(page.getByTestId('till')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('F10')
    const number = page.locator('#till-return-number')
    await expect(number).toBeFocused()
    // Typed in lower case, as read off a receipt: the same sale (issue 23.6).
    await number.fill(sale.number.toLowerCase())
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1)
    await dialog.getByRole('spinbutton').first().fill('1')
    await dialog.locator('#till-return-reason').fill('Damaged')
    // $7.35 back in cash: $7 + 1,400 ៛ by the change rules.
    await expect(page.getByTestId('return-refund')).toContainText('$7.00 + 1,400 ៛')
    await page.getByTestId('return-submit').click()

    // Above the cashier's limit: the till's approval dialog asks for a manager.
    const approval = page.getByRole('dialog').filter({ has: page.locator('input[type=password]') })
    await expect(approval).toBeVisible()
    // It names what needs the manager: this return, and what it credits.
    await expect(approval.getByTestId('approval-help')).toHaveText(
      lang === 'en'
        ? 'This return credits $7.35, more than your return limit: a manager approves it. The manager types their username and PIN.'
        : 'ការប្រគល់ទំនិញនេះផ្ដល់ឥណទាន $7.35 លើសដែនកំណត់របស់អ្នក៖ ត្រូវការអ្នកគ្រប់គ្រងអនុម័ត។ អ្នកគ្រប់គ្រងវាយឈ្មោះអ្នកប្រើ និងលេខ PIN របស់ខ្លួន។',
    )
    await approval.locator('input').first().fill(shop.manager.username)
    await approval.locator('input[type=password]').fill(shop.manager.pin)
    await approval.locator('input[type=password]').press('Enter')

    const done = page.locator('.ant-modal-confirm')
    await expect(done).toContainText('CN-')
    const link = page.getByTestId('return-print')
    const href = (await link.getAttribute('href')) ?? ''
    await page.screenshot({ path: path.join(SHOTS, `till-return-${lang}.png`), animations: 'disabled' })

    // The return slip printed by itself on the receipt paper: the credit note, the receipt, the refund.
    const noteNumber = /CN-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? 'CN-?'
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1)
    const slip = page.locator('#print-root [data-testid=return-slip]')
    await expect(slip).toContainText('RETURN SLIP')
    await expect(slip).toContainText(noteNumber)
    await expect(slip).toContainText(sale.number)
    await expect(slip).toContainText('-$7.35')
    await expect(slip).toContainText('30,135 ៛')
    await expect(slip).toContainText('Damaged')
    await expect(slip).toContainText('Approved by')
    await page.emulateMedia({ media: 'print' })
    const slipPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    await page.emulateMedia({ media: 'screen' })
    fs.mkdirSync(SHOTS, { recursive: true })
    const slipSize = await pdfToPng(page, slipPdf, path.join(SHOTS, `return-slip-80mm-${lang}.png`))
    // One page 80 mm wide (226.8 pt), as the receipt.
    expect(slipSize.pages).toBe(1)
    expect(Math.round(slipSize.widthPt)).toBe(227)

    // The credit note, printed on A4 from its own page.
    const note = await context.newPage()
    await note.addInitScript(() => {
      window.print = () => {}
    })
    await note.goto(href)
    const doc = note.locator('#print-root [data-testid=invoice-document]')
    await expect(doc).toContainText('CREDIT NOTE')
    await expect(doc).toContainText(sale.number)
    await expect(doc.getByTestId('total-khr')).toHaveText('30,135 ៛')
    await expect
      .poll(() => note.evaluate(() => document.getElementById('print-page-size')?.textContent ?? ''))
      .toContain('A4')
    await note.emulateMedia({ media: 'print' })
    const pdf = await note.pdf({ preferCSSPageSize: true, printBackground: true })
    fs.mkdirSync(SHOTS, { recursive: true })
    const size = await pdfToPng(note, pdf, path.join(SHOTS, `credit-note-a4-${lang}.png`))
    expect(Math.round(size.widthPt)).toBe(595)

    // Nothing is left to return: a second return of the same line is refused by the server, never shown as left.
    await page.locator('.ant-modal-confirm .ant-btn-primary').click()
    await page.keyboard.press('F10')
    await page.locator('#till-return-number').fill(sale.number)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog').getByRole('spinbutton').first()).toBeDisabled()
  })
}

test("a sale with the payment step's tax invoice box gets its tax invoice", async ({ page, request }) => {
  const customer = await vatCustomer(request, shop.token, `${shop.run}9`)
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.keyboard.press('F3')
  await page.getByRole('dialog').locator('input').first().fill(customer.name)
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(customer.name) })
    .click()
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F9')
  const box = page.getByTestId('pay-tax-invoice')
  await expect(page.locator('label', { has: box })).toContainText(vatTinOf(`${shop.run}9`))
  await box.check()
  await page.getByTestId('pay-amount').focus()
  await page.keyboard.press('w')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('done-change')).toBeVisible()
  const receipt = (await page.locator('#print-root .receipt').textContent()) ?? ''
  const number = /R-\d{4}-\d{6}/.exec(receipt)?.[0] ?? ''
  const headers = { Authorization: `Bearer ${shop.token}` }
  const list = await request.get(`/api/orders?filter[number][equals]=${number}`, { headers })
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]?.id
  const detail = await request.get(`/api/orders/${id}`, { headers })
  const order = ((await detail.json()) as { data: { invoice: { kind: string; number: string } | null } }).data
  expect(order.invoice?.kind).toBe('tax')
  expect(order.invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/)
})
