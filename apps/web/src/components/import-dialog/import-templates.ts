import type { ImportableResource } from './import-api.ts'

/**
 * The header of each resource's CSV template, in the server importer's column order. The contract does not
 * list importer columns, so they are named here; the server ignores unknown columns and reports missing ones.
 */
export const IMPORT_COLUMNS: Record<ImportableResource, readonly string[]> = {
  customers: [
    'name',
    'phone',
    'email',
    'address',
    'province',
    'district',
    'commune',
    'village',
    'shipping_address',
    'shipping_province',
    'shipping_district',
    'shipping_commune',
    'shipping_village',
    'status',
  ],
  products: [
    'name_en',
    'name_kh',
    'short_name',
    'sku',
    'barcode',
    'brand',
    'unit',
    'category',
    'sub_category',
    'price_usd',
    'price_khr',
    'cost_usd',
    'taxable',
    'expiry_date',
    'low_stock_threshold',
    'status',
  ],
}

/** Quotes a cell when a spreadsheet would otherwise split or misread it. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The template file: a byte-order mark so spreadsheet programs read Khmer as UTF-8, then the header row. */
export function templateCsv(resource: ImportableResource): string {
  return `\uFEFF${IMPORT_COLUMNS[resource].map(csvCell).join(',')}\r\n`
}

/** Saves text as a file through the browser's download, without a round trip to the server. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
