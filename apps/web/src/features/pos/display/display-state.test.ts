import { displayStateSchema } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { type CartLine, type CartProduct, cartTotals } from '../cart/cart-math.ts'
import { EMPTY_CART } from '../cart/cart-state.ts'
import type { ReceiptData } from '../receipt/receipt-data.ts'
import { displayStateOf, forTablet, IDLE_DISPLAY, type TillSnapshot } from './display-state.ts'

const taxes = { vat_rate: 10, prices_include_vat: true }
const rounding = { step: 100, mode: 'nearest' } as const
const product = (id: number, price_usd: number, name_kh: string | null): CartProduct => ({
  id,
  sku: `SKU-${id}`,
  barcode: null,
  name_en: `Product ${id}`,
  name_kh,
  price_usd,
  price_khr: 0,
  taxable: true,
})
const line = (p: CartProduct, quantity: string): CartLine => ({
  key: `line-${p.id}`,
  product: p,
  quantity,
  priceOverride: null,
  discount: null,
})
// SALES.md's basket: $6.68 + $0.67 at 4,100 ៛ is $7.35, 30,135 ៛.
const basket = [line(product(1, 334, 'កន្ត្រក'), '2'), line(product(2, 67, null), '1')]
const snapshot = (over: Partial<TillSnapshot> = {}): TillSnapshot => {
  const cart = { ...EMPTY_CART, lines: over.cart?.lines ?? basket }
  return {
    cart,
    tenders: [],
    changeMode: 'split',
    paying: false,
    totals: cartTotals(cart.lines, null, 4100, taxes),
    rate: 4100,
    rounding,
    done: null,
    khqr: null,
    ...over,
  }
}

describe('the customer display state', () => {
  it('is idle, with nothing to show, when the till has no sale and none just finished', () => {
    expect(displayStateOf(snapshot({ cart: EMPTY_CART }))).toEqual(IDLE_DISPLAY)
  })

  it('shows each line as scanned, both names, its quantity and amount, and the total in both currencies', () => {
    const state = displayStateOf(snapshot())
    expect(state.phase).toBe('selling')
    expect(state.lines).toEqual([
      { key: 'line-1', name_en: 'Product 1', name_kh: 'កន្ត្រក', quantity: '2', amount_usd: 668 },
      { key: 'line-2', name_en: 'Product 2', name_kh: null, quantity: '1', amount_usd: 67 },
    ])
    expect(state).toMatchObject({ total_usd: 735, total_khr: 30135, due: null, change: null, khqr: null })
  })

  it('while paying, says what is paid and what is left in dollars and riel', () => {
    const tenders = [{ method: 'cash' as const, currency: 'USD' as const, amount: 500 }]
    const state = displayStateOf(snapshot({ paying: true, tenders }))
    expect(state).toMatchObject({ phase: 'paying', paid_usd: 500, paid_khr: 0, change: null })
    // 30,135 ៛ − $5 × 4,100 = 9,635 ៛ left, $2.35 in dollars rounded up.
    expect(state.due).toEqual({ khr: 9635, usd: 235 })
  })

  it('gives the change in both currencies once the tenders cover the total, as the till settles it', () => {
    const tenders = [
      { method: 'cash' as const, currency: 'USD' as const, amount: 500 },
      { method: 'cash' as const, currency: 'KHR' as const, amount: 20000 },
    ]
    const state = displayStateOf(snapshot({ paying: true, tenders }))
    expect(state).toMatchObject({ paid_usd: 500, paid_khr: 20000, due: null })
    // 40,500 ៛ given for 30,135 ៛: 10,365 ៛ back, split as $2 + 2,200 ៛ (rounded to the 100 ៛ step).
    expect(state.change).toEqual({ usd: 200, khr: 2200 })
  })

  it('shows the KHQR code only during the payment', () => {
    expect(displayStateOf(snapshot({ paying: true, khqr: '000201010212' }))).toMatchObject({
      phase: 'khqr',
      khqr: '000201010212',
    })
    expect(displayStateOf(snapshot({ paying: false, khqr: '000201010212' }))).toMatchObject({
      phase: 'selling',
      khqr: null,
    })
  })

  it('thanks the customer with the saved sale’s figures and change until the next scan', () => {
    const receipt = {
      lines: [
        {
          name_kh: null,
          name_en: 'Soap',
          quantity: 3,
          unit_price_usd: 150,
          amount_usd: 450,
          discount_usd: 0,
        },
      ],
      total_usd: 450,
      total_khr: 18450,
      tenders: [{ method: 'cash', currency: 'KHR', amount: 20000 }],
      change: { usd: 0, khr: 1600, rounding_khr: -50 },
    } as ReceiptData
    const done = displayStateOf(snapshot({ cart: EMPTY_CART, done: receipt }))
    expect(done).toMatchObject({
      phase: 'done',
      total_usd: 450,
      paid_khr: 20000,
      change: { usd: 0, khr: 1600 },
    })
    expect(done.lines).toEqual([
      { key: 'done-0', name_en: 'Soap', name_kh: null, quantity: '3', amount_usd: 450 },
    ])
    expect(displayStateOf(snapshot({ done: receipt })).phase).toBe('selling')
  })
})

describe('what a tablet is sent', () => {
  it('keeps the latest lines and short names within the contract’s bounds, every figure as is', () => {
    const many = Array.from({ length: 25 }, (_, i) => line(product(i + 1, 100, 'ក'.repeat(200)), '1'))
    const state = displayStateOf(snapshot({ cart: { ...EMPTY_CART, lines: many } }))
    const sent = forTablet(state)
    expect(sent.lines.map((l) => l.key)).toEqual(many.slice(-20).map((l) => l.key))
    expect(sent.lines[0]?.name_kh).toHaveLength(120)
    expect(sent.total_usd).toBe(state.total_usd)
    expect(displayStateSchema.safeParse(sent).success).toBe(true)
  })

  it('sends fewer lines when long names in both languages would pass what a live event carries', () => {
    const long = (id: number) => ({ ...product(id, 100, 'ក'.repeat(120)), name_en: 'E'.repeat(120) })
    const many = Array.from({ length: 20 }, (_, i) => line(long(i + 1), '1'))
    const sent = forTablet(displayStateOf(snapshot({ cart: { ...EMPTY_CART, lines: many } })))
    expect(sent.lines.length).toBeLessThan(20)
    expect(sent.lines.at(-1)?.key).toBe('line-20')
    expect(displayStateSchema.safeParse(sent).success).toBe(true)
  })
})
