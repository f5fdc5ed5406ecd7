import type { Invoice } from '@sms/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { setDateSettings } from '../../../lib/date-settings.ts'
import { invoicePrintData } from './print-data.ts'

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
