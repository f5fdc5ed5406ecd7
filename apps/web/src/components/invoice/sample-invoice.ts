import type { InvoiceDocumentData } from './invoice-data.ts'

/**
 * The printer set-up page's A4 tax invoice: SALES.md's worked example ($6.68 + $0.67 VAT = $7.35 at 4,100 ៛ →
 * 30,135 ៛, VAT 2,747 ៛, subtotal 27,388 ៛), with every field a tax invoice carries.
 */
export const SAMPLE_INVOICE: InvoiceDocumentData = {
  kind: 'tax',
  number: 'INV-2026-000001',
  date: '24/11/2026 09:41',
  orderNumber: 'R-2026-000123',
  corrects: null,
  reason: null,
  seller: {
    name: 'Sample Shop Co., Ltd.',
    name_kh: 'ក្រុមហ៊ុន ហាងគំរូ ឯ.ក',
    address: 'No. 1, Street 178, Phnom Penh',
    phone: '012 345 678',
    vat_number: 'K001-901234567',
  },
  buyer: {
    name: 'Angkor Trading Co., Ltd.',
    name_kh: 'ក្រុមហ៊ុន អង្គរ ពាណិជ្ជកម្ម',
    address: 'No. 25, Norodom Blvd, Phnom Penh',
    phone: '023 456 789',
    vat_number: 'L001-107654321',
  },
  lines: [
    {
      name_en: 'Jasmine rice 5 kg',
      name_kh: 'អង្ករផ្កាម្លិះ 5 គីឡូ',
      sku: 'RICE-5',
      unit_en: 'Bag',
      unit_kh: 'បាវ',
      quantity: 1,
      amount_usd: 668,
      taxable: true,
    },
    {
      name_en: 'Drinking water',
      name_kh: 'ទឹកសុទ្ធ',
      sku: 'WATER-1',
      unit_en: 'Bottle',
      unit_kh: 'ដប',
      quantity: 1,
      amount_usd: 67,
      taxable: true,
    },
  ],
  vat_rate: 10,
  subtotal_usd: 668,
  vat_usd: 67,
  total_usd: 735,
  total_khr: 30135,
  vat_khr: 2747,
  subtotal_khr: 27388,
  rate: 4100,
  rateDate: '24/11/2026',
  rateSource: 'nbc',
  pricesIncludeVat: true,
}
