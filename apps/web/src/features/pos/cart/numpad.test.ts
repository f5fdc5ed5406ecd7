import { describe, expect, it } from 'vitest'
import { type NumpadKey, numpadOutcome, pressNumpad } from './numpad.ts'

const type = (keys: NumpadKey[]) => keys.reduce(pressNumpad, '')

describe('numpad typing', () => {
  it('builds a number key by key, one point, three decimals at most', () => {
    expect(type(['1', '2', '.', '5'])).toBe('12.5')
    expect(type(['.', '5'])).toBe('0.5')
    expect(type(['1', '.', '.', '2'])).toBe('1.2')
    expect(type(['0', '.', '1', '2', '5', '9'])).toBe('0.125')
    expect(type(['0', '0', '7'])).toBe('7')
    expect(type(['1', '00'])).toBe('100')
  })

  it('takes back one key, or all of them', () => {
    expect(type(['1', '2', 'back'])).toBe('1')
    expect(type(['1', '2', 'clear'])).toBe('')
    expect(type(['back'])).toBe('')
  })
})

describe('numpad outcome', () => {
  const discounts = [
    { id: 4, type: 'percentage' as const, value: 10, status: true, starts_on: null, ends_on: null },
    { id: 5, type: 'fixed' as const, value: 10, status: true, starts_on: null, ends_on: null },
  ]

  it('sets a quantity with up to three decimals, and refuses zero or nonsense', () => {
    expect(numpadOutcome('quantity', '2.5', [])).toEqual({ action: { type: 'setQuantity', quantity: '2.5' } })
    expect(numpadOutcome('quantity', '0', [])).toEqual({ error: 'quantity' })
    expect(numpadOutcome('quantity', '', [])).toEqual({ error: 'quantity' })
  })

  it('sets a price in whole cents from dollars', () => {
    expect(numpadOutcome('price', '1.5', [])).toEqual({ action: { type: 'setPrice', cents: 150 } })
    expect(numpadOutcome('price', '12', [])).toEqual({ action: { type: 'setPrice', cents: 1200 } })
    expect(numpadOutcome('price', '0.05', [])).toEqual({ action: { type: 'setPrice', cents: 5 } })
    expect(numpadOutcome('price', '1.255', [])).toEqual({ error: 'price' })
    // A keyboard's decimal comma is a decimal, as in every money field (issue 23.1), never 100 times more.
    expect(numpadOutcome('price', '7,35', [])).toEqual({ action: { type: 'setPrice', cents: 735 } })
    expect(numpadOutcome('price', '1.234', [])).toEqual({ error: 'price' })
    expect(numpadOutcome('price', '-1', [])).toEqual({ error: 'price' })
  })

  it('picks the percentage discount of that value, takes the discount off on 0, and names no other', () => {
    expect(numpadOutcome('discount', '10', discounts)).toEqual({
      action: { type: 'setLineDiscount', discount: discounts[0] },
    })
    expect(numpadOutcome('discount', '0', discounts)).toEqual({
      action: { type: 'setLineDiscount', discount: null },
    })
    expect(numpadOutcome('discount', '15', discounts)).toEqual({ error: 'noDiscount' })
  })
})
