import type { CreditNote, Invoice, OrderDetail } from '@sms/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { amountsWithoutVat, type InvoiceParty } from '../../../components/invoice/invoice-data.ts'
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
})

describe('a credit note on paper when prices exclude VAT (decision 0048)', () => {
  it("prints lines that add up to the note's total excluding VAT, and that plus VAT to its total", () => {
    // Decision 0048's first return: beer 105 (+ ST 32 on top), rice 253, water 150 exempt; VAT 39.
    const line = (id: number, amount_usd: number, taxable: boolean) => ({
      id,
      order_line_id: id,
      product_id: id,
      quantity: 1,
      amount_usd,
      taxable,
      taxes: [],
    })
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
      taxes: [{ code: 'ST', amount_usd: 32 }],
    } as unknown as CreditNote
    const order = { lines: [], number: 'S-1', invoice: null, customer_name: null, rate: 4100 }
    const data = creditNotePrintData(note, order as unknown as OrderDetail, {} as InvoiceParty, 10)
    expect([data.subtotal_usd + data.vat_usd, data.total_usd, data.subtotal_khr]).toEqual([579, 579, 22_140])
    const printed = amountsWithoutVat(data.lines, data.subtotal_usd)
    expect(printed.reduce((sum, amount) => sum + amount, 0)).toBe(540)
    expect(printed[2]).toBe(150)
  })
})
