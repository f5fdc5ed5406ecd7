import type { CreditNote, Invoice, OrderDetail } from '@sms/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { type InvoiceParty, printedAmounts, printedTotals } from '../../../components/invoice/invoice-data.ts'
import { setDateSettings } from '../../../lib/date-settings.ts'
import { creditNotePrintData, invoicePrintData } from './print-data.ts'

afterEach(() => setDateSettings({ format: 'MM/DD/YY', weekStart: 0 }))

describe('an invoice on paper', () => {
  it("is dated in the shop's date format, as every screen is, with the time", () => {
    const invoice = {
      issued_at: '2026-11-05T09:41:00',
      lines: [],
      seller: {},
      buyer: null,
    } as unknown as Invoice
    expect(invoicePrintData(invoice).date).toBe('11/05/26 09:41')
    setDateSettings({ format: 'DD/MM/YYYY', weekStart: 0 })
    expect(invoicePrintData(invoice).date).toBe('05/11/2026 09:41')
  })

  it("dates its rate by the sale's day, as the UBL does, not the day the invoice was issued, and names its source", () => {
    const invoice = {
      issued_at: '2026-11-09T10:00:00',
      lines: [],
      seller: {},
      buyer: null,
    } as unknown as Invoice
    const sale = { created_at: '2026-11-05T09:41:00', rate_source: 'nbc' as const }
    expect(invoicePrintData(invoice, sale)).toMatchObject({ rateDate: '11/05/26', rateSource: 'nbc' })
    // Without the order (a reader without the right to it) the line claims neither.
    expect(invoicePrintData(invoice)).toMatchObject({ rateDate: null, rateSource: null })
  })
})

const line = (id: number, amount_usd: number, taxable: boolean) => ({
  id,
  order_line_id: id,
  product_id: id,
  quantity: 1,
  amount_usd,
  taxable,
  taxes: [],
})
const tax = (
  code: string,
  name_en: string,
  rate_bp: number,
  included: boolean,
  usd: number,
  khr: number,
) => ({
  code,
  name_en,
  name_kh: null,
  rate_bp,
  included,
  amount_usd: usd,
  amount_khr: khr,
})
const sum = (figures: number[]) => figures.reduce((total, figure) => total + figure, 0)

describe('a credit note on paper when prices exclude VAT (decision 0048)', () => {
  // Decision 0048's first return at 4,100 ៛: beer 105 with ST 32 added on top (1,312 ៛), rice 253, water 150
  // exempt; VAT round(92 × 390 / 916) = 39 (1,599 ៛); total 579¢ = 23,739 ៛, so 22,140 ៛ before VAT.
  const note = {
    number: 'CN-2026-000001',
    created_at: '2026-11-05T09:41:00',
    reason: 'changed mind',
    lines: [line(1, 105, true), line(2, 253, true), line(3, 150, false)],
    subtotal_usd: 540,
    vat_usd: 39,
    total_usd: 579,
    total_khr: 23_739,
    vat_khr: 1599,
    taxes: [tax('ST', 'Specific Tax', 3000, false, 32, 1312)],
  } as unknown as CreditNote
  const order = {
    lines: [],
    number: 'S-1',
    invoice: null,
    customer_name: null,
    rate: 4100,
    prices_include_vat: false,
  }
  const data = creditNotePrintData(note, order as unknown as OrderDetail, {} as InvoiceParty, 10)

  it('prints each line as credited, the added tax nowhere in them', () => {
    expect(printedAmounts(data)).toEqual([105, 253, 150])
  })

  it('prints the added tax as its own row: goods + ST = total excluding VAT, + VAT = total, in $ and ៛', () => {
    const totals = printedTotals(data)
    // Goods 105 + 253 + 150 = 508¢; in riel 22,140 − 1,312 = 20,828 ៛.
    expect(totals.goods).toEqual({ usd: 508, khr: 20_828 })
    expect(totals.added.map((t) => [t.code, t.amount_usd, t.amount_khr])).toEqual([['ST', 32, 1312]])
    expect(totals.contained).toEqual([])
    expect(sum(printedAmounts(data))).toBe(508)
    expect([508 + 32, 20_828 + 1312]).toEqual([data.subtotal_usd, data.subtotal_khr])
    expect([540 + 39, 22_140 + 1599]).toEqual([data.total_usd, data.total_khr])
  })
})

describe('a credit note on paper when prices include VAT (decision 0047)', () => {
  it("takes VAT out of the lines and lists the taxes inside them as 'of which'", () => {
    // Decision 0044's can at $1.00 back: VAT 9¢ (369 ៛), ST 20¢ (820 ៛) and PLT 4¢ (164 ៛) inside it.
    const note = {
      number: 'CN-2026-000002',
      created_at: '2026-11-05T09:41:00',
      reason: 'flat',
      lines: [line(1, 100, true)],
      subtotal_usd: 91,
      vat_usd: 9,
      total_usd: 100,
      total_khr: 4100,
      vat_khr: 369,
      taxes: [tax('ST', 'Specific Tax', 3000, true, 20, 820), tax('PLT', 'PLT', 500, true, 4, 164)],
    } as unknown as CreditNote
    const order = {
      lines: [],
      number: 'S-2',
      invoice: null,
      customer_name: null,
      rate: 4100,
      prices_include_vat: true,
    }
    const data = creditNotePrintData(note, order as unknown as OrderDetail, {} as InvoiceParty, 10)
    expect(printedAmounts(data)).toEqual([91])
    const totals = printedTotals(data)
    expect(totals.goods).toBeNull()
    expect(totals.added).toEqual([])
    expect(totals.contained.map((t) => [t.code, t.amount_usd, t.amount_khr])).toEqual([
      ['ST', 20, 820],
      ['PLT', 4, 164],
    ])
  })
})

describe('a tax invoice on paper when the taxes and VAT come on top (decision 0044)', () => {
  it('prints the can at $1.00, then ST and PLT rows, to $1.37 before VAT and $1.51 in all', () => {
    // $1.00 with ST 30% = 30¢ (1,230 ៛), PLT 5% of 1.30 = 6.5 → 7¢ (287 ៛), VAT 10% of 1.37 = 14¢ (574 ៛);
    // total 151¢ = 6,191 ៛, 6,191 − 574 = 5,617 ៛ before VAT, goods 5,617 − 1,230 − 287 = 4,100 ៛.
    const invoice = {
      kind: 'tax',
      number: 'INV-2026-000001',
      issued_at: '2026-11-05T09:41:00',
      seller: {},
      buyer: null,
      lines: [
        {
          name_en: 'Beer',
          name_kh: null,
          sku: 'B',
          unit_en: null,
          unit_kh: null,
          quantity: 1,
          amount_usd: 100,
          taxable: true,
        },
      ],
      vat_rate: 10,
      subtotal_usd: 137,
      vat_usd: 14,
      total_usd: 151,
      total_khr: 6191,
      vat_khr: 574,
      subtotal_khr: 5617,
      rate: 4100,
      prices_include_vat: false,
      taxes: [tax('ST', 'Specific Tax', 3000, false, 30, 1230), tax('PLT', 'PLT', 500, false, 7, 287)],
    } as unknown as Invoice
    const data = invoicePrintData(invoice)
    expect(printedAmounts(data)).toEqual([100])
    const totals = printedTotals(data)
    expect(totals.goods).toEqual({ usd: 100, khr: 4100 })
    expect(totals.added.map((t) => t.amount_usd)).toEqual([30, 7])
    expect(100 + 30 + 7 + data.vat_usd).toBe(data.total_usd)
    expect(4100 + 1230 + 287 + data.vat_khr).toBe(data.total_khr)
  })
})
