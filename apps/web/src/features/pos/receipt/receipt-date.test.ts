import type { Order } from '@sms/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { setDateSettings } from '../../../lib/date-settings.ts'
import { receiptOfOrder } from './receipt-data.ts'

const at = '2026-11-05T09:41:00'
const order = { id: 1, number: 'R-2026-000001', created_at: at, lines: [], tenders: [] } as unknown as Order
const shop = { name_en: 'Shop', name_kh: null, address: null, phone: null, vat_number: null } as never

afterEach(() => setDateSettings({ format: 'MM/DD/YY', weekStart: 0 }))

describe('dates on paper', () => {
  it("follow the shop's date format, as every screen does, with the time", () => {
    setDateSettings({ format: 'DD/MM/YYYY', weekStart: 0 })
    expect(receiptOfOrder(order, { shop, cashier: 'Dara', customer: null, vatRate: 10 }).date).toBe(
      '05/11/2026 09:41',
    )
    setDateSettings({ format: 'MM/DD/YY', weekStart: 0 })
    expect(receiptOfOrder(order, { shop, cashier: 'Dara', customer: null, vatRate: 10 }).date).toBe(
      '11/05/26 09:41',
    )
  })
})
