import { describe, expect, it } from 'vitest'
import { leftToReturn, refundDueOf, refundTenders, returnCredit } from './order-returns.ts'

const line = { id: 1, quantity: 3, returned_quantity: 0, amount_usd: 1000 }
const rounding = { step: 100, mode: 'nearest' } as const

describe('returnCredit', () => {
  it('gives a share of the line, half up', () => {
    expect(returnCredit([line], { 1: 1 })).toBe(333)
    expect(returnCredit([line], { 1: 2 })).toBe(667)
  })
  it('adds up to the line over several partial returns', () => {
    const first = returnCredit([line], { 1: 1 })
    const second = returnCredit([{ ...line, returned_quantity: 1 }], { 1: 1 })
    const third = returnCredit([{ ...line, returned_quantity: 2 }], { 1: 1 })
    expect(first + second + third).toBe(1000)
  })
  it('knows what is left', () => {
    expect(leftToReturn({ quantity: 1.5, returned_quantity: 0.25 })).toBe(1.25)
  })
})

describe('refundTenders', () => {
  const tender = (method: string, currency: string, amount: number) => ({
    id: 1,
    kind: 'tender',
    method,
    currency,
    amount,
    amount_khr: 0,
    reference: null,
    created_at: '',
  })
  const order = (method = 'card', currency = 'USD') =>
    ({ rate: 4100, tenders: [tender(method, currency, 735)] }) as Parameters<typeof refundTenders>[2]

  it("gives cash by the till's change rules: $7.35 is $7 + 1,400 ៛, or 30,100 ៛ all in riel", () => {
    expect(refundTenders('split', 30135, order(), rounding)).toEqual([
      { method: 'cash', currency: 'USD', amount: 700 },
      { method: 'cash', currency: 'KHR', amount: 1400 },
    ])
    expect(refundTenders('khr', 30135, order(), rounding)).toEqual([
      { method: 'cash', currency: 'KHR', amount: 30100 },
    ])
  })
  it('pays back on the card it came from, exactly', () => {
    expect(refundTenders('original', 30135, order(), rounding)).toEqual([
      { method: 'card', currency: 'USD', amount: 735 },
    ])
  })
  it('pays riel KHQR back in riel', () => {
    expect(refundTenders('original', 30135, order('khqr', 'KHR'), rounding)).toEqual([
      { method: 'khqr', currency: 'KHR', amount: 30135 },
    ])
  })
  it('refunds nothing when nothing is owed back', () => {
    expect(refundTenders('split', 0, order(), rounding)).toEqual([])
  })
  it("reads the server's figure from a mismatch", () => {
    expect(refundDueOf({ refund_due_khr: 100 })).toBe(100)
    expect(refundDueOf(null)).toBeNull()
  })
})

describe('keyPerBody', () => {
  it('keeps the key of a body and gives another body a new one', async () => {
    const { keyPerBody } = await import('./order-returns.ts')
    const keyFor = keyPerBody()
    const body = { lines: [{ order_line_id: 1, quantity: 1 }], refund: [], reason: 'x' }
    expect(keyFor(body)).toBe(keyFor({ ...body }))
    expect(keyFor({ ...body, reason: 'y' })).not.toBe(keyFor(body))
  })
})
