import { describe, expect, it } from 'vitest'
import type { CartProduct } from './cart-math.ts'
import { addQuantities, cartReducer, EMPTY_CART } from './cart-state.ts'

const rice: CartProduct = {
  id: 1,
  sku: 'RICE',
  barcode: '8850000000011',
  name_en: 'Rice',
  name_kh: 'អង្ករ',
  price_usd: 125,
  price_khr: 0,
  taxable: true,
}
const water = { ...rice, id: 2, sku: 'WATER', name_en: 'Water' }

describe('cart state', () => {
  it('adds a second scan of a product to its line and selects it', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', product: rice, quantity: '1' })
    state = cartReducer(state, { type: 'add', product: water, quantity: '1' })
    state = cartReducer(state, { type: 'add', product: rice, quantity: '3' })
    expect(state.lines.map((l) => [l.product.sku, l.quantity])).toEqual([
      ['RICE', '4'],
      ['WATER', '1'],
    ])
    expect(state.selected).toBe(0)
  })

  it('steps the selected line by one but never below one unit, and removes it on Delete', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', product: rice, quantity: '1' })
    state = cartReducer(state, { type: 'step', by: 1 })
    expect(state.lines[0]?.quantity).toBe('2')
    state = cartReducer(state, { type: 'step', by: -1 })
    state = cartReducer(state, { type: 'step', by: -1 })
    expect(state.lines[0]?.quantity).toBe('1')
    state = cartReducer(state, { type: 'remove' })
    expect(state.lines).toEqual([])
    expect(state.selected).toBe(-1)
  })

  it('moves the selection within the lines', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', product: rice, quantity: '1' })
    state = cartReducer(state, { type: 'add', product: water, quantity: '1' })
    state = cartReducer(state, { type: 'move', by: 1 })
    expect(state.selected).toBe(1)
    state = cartReducer(state, { type: 'move', by: -1 })
    state = cartReducer(state, { type: 'move', by: -1 })
    expect(state.selected).toBe(0)
  })

  it('keeps a line with its own price apart from a new scan of the product', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', product: rice, quantity: '1' })
    state = cartReducer(state, { type: 'setPrice', cents: 100 })
    state = cartReducer(state, { type: 'add', product: rice, quantity: '1' })
    expect(state.lines).toHaveLength(2)
  })

  it('adds decimal quantities exactly', () => {
    expect(addQuantities('0.125', '1')).toBe('1.125')
    expect(addQuantities('0.1', '0.2')).toBe('0.3')
    expect(addQuantities('2', '-1')).toBe('1')
  })
})
