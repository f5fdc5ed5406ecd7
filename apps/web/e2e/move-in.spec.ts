import { adminToken, createRecord, ean13 } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { chooseOption, signIn } from './support.ts'

const TEXT = {
  en: {
    import: 'Import',
    source: 'Loyverse export',
    newStore: 'A new store of this name',
    storeFor: 'Store for',
  },
  kh: {
    import: 'នាំចូល',
    source: 'ឯកសារនាំចេញពី Loyverse',
    newStore: 'ហាងថ្មីដែលមានឈ្មោះនេះ',
    storeFor: 'ហាងសម្រាប់',
  },
}

/** A Loyverse item export of two stores: a coffee in two sizes, rice sold by weight, and one without a price. */
function loyverseFile(run: string, digits: string) {
  const header =
    'Handle,SKU,Name,Category,Description,Sold by weight,Option 1 name,Option 1 value,Default price,Cost,Barcode,Track stock,' +
    `Available for sale [Shop ${run}],Price [Shop ${run}],In stock [Shop ${run}],Low stock [Shop ${run}],` +
    `Available for sale [Kiosk ${run}],Price [Kiosk ${run}],In stock [Kiosk ${run}],Low stock [Kiosk ${run}]`
  return [
    header,
    `coffee,MV-${run}-S,កាហ្វេ ${run} / Coffee ${run},Drinks ${run},,N,Size,Small,1.50,0.40,${ean13(`${digits}01`)},Y,Y,1.50,40,10,Y,1.75,12,5`,
    `coffee,MV-${run}-L,,,,N,Size,Large,2.00,0.55,${ean13(`${digits}02`)},Y,Y,2.00,30,10,Y,2.25,9,5`,
    `rice,MV-${run}-R,អង្ករ ${run} / Rice ${run},Grocery ${run},,Y,,,1.20,0.85,,Y,Y,1.20,25.5,5,Y,1.20,7.25,2`,
    `fish,MV-${run}-F,Fish ${run},Market ${run},,Y,,,,,,Y,Y,,3,,Y,,1,`,
  ].join('\n')
}

for (const lang of ['en', 'kh'] as const) {
  test(`imports a Loyverse export with its stores mapped (${lang})`, async ({ page, request }) => {
    // Several requests (check, re-check after the mapping, the import) on a shared machine.
    test.slow()
    const run = `${lang}${Date.now().toString().slice(-6)}`
    const digits = `8857${Date.now().toString().slice(-6)}`
    const text = TEXT[lang]
    const token = await adminToken(request)
    const shop = await createRecord(request, token, 'stores', { name_en: `Shop ${run}`, code: `SH${run}` })
    const market = await createRecord(request, token, 'stores', {
      name_en: `Market ${run}`,
      code: `MK${run}`,
    })

    await signIn(page, { to: lang === 'kh' ? '/kh/products' : '/products' })
    await page.getByRole('main').getByRole('button', { name: text.import }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'export_items.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(loyverseFile(run, digits)),
    })

    await expect(dialog.getByText(text.source)).toBeVisible()
    // Their "Shop" is ours by name; their "Kiosk" is unknown here and would become a new store.
    const kiosk = dialog.getByRole('combobox', { name: `${text.storeFor} Kiosk ${run}` })
    await expect(dialog.getByRole('row', { name: new RegExp(`^Kiosk ${run}`) })).toContainText(text.newStore)
    await expect(dialog.getByRole('row', { name: new RegExp(`^Shop ${run}`) })).toContainText(`Shop ${run}`)
    await expect(dialog.getByRole('row', { name: new RegExp(`Fish ${run}`) })).toBeVisible()
    await chooseOption(page, kiosk, `Market ${run}`)
    await expect(dialog.getByRole('row', { name: new RegExp(`^Kiosk ${run}`) })).toContainText(
      `Market ${run}`,
    )

    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: new RegExp(`^${text.import}`) })
      .click()
    await expect(dialog.locator('.ant-result')).toBeVisible()

    const stocks = await request.get(`/api/stocks?q=MV-${run}&per_page=50`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const rows = ((await stocks.json()) as { data: { sku: string; store_id: number; on_hand: number }[] })
      .data
    const onHand = (sku: string, storeId: number) =>
      rows.find((row) => row.sku === sku && row.store_id === storeId)?.on_hand
    expect(onHand(`MV-${run}-S`, shop.id)).toBe(40)
    expect(onHand(`MV-${run}-S`, market.id)).toBe(12)
    expect(onHand(`MV-${run}-R`, market.id)).toBe(7.25)
    const fish = await request.get(`/api/products?q=MV-${run}-F`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(((await fish.json()) as { data: unknown[] }).data).toHaveLength(0)
  })
}
