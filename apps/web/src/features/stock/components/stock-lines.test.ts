import { describe, expect, it } from 'vitest'
import {
  addLotLine,
  addQuantities,
  addScannedProduct,
  findLineProblems,
  isQuantityText,
  type LineProduct,
  type StockLine,
  toLineInputs,
} from './stock-lines.ts'

const product = (id: number, overrides: Partial<LineProduct> = {}): LineProduct => ({
  id,
  name_en: `Product ${id}`,
  name_kh: null,
  sku: `P-${id}`,
  barcode: `88500000000${id}`,
  is_lot_tracked: false,
  ...overrides,
})

describe('quantities', () => {
  it('accepts up to 3 decimals, negatives only where the document is signed', () => {
    expect(isQuantityText('2')).toBe(true)
    expect(isQuantityText('0.125')).toBe(true)
    expect(isQuantityText(' 12.5 ')).toBe(true)
    expect(isQuantityText('0.1255')).toBe(false)
    expect(isQuantityText('1,5')).toBe(false)
    expect(isQuantityText('')).toBe(false)
    expect(isQuantityText('-3')).toBe(false)
    expect(isQuantityText('-3', { signed: true })).toBe(true)
  })

  it('adds exactly, never in floating point', () => {
    expect(addQuantities('0.1', '0.2')).toBe('0.3')
    expect(addQuantities('0.125', '0.125')).toBe('0.25')
    expect(addQuantities('2.5', '1')).toBe('3.5')
    expect(addQuantities('-1', '1')).toBe('0')
    expect(addQuantities('-0.5', '-1')).toBe('-1.5')
    expect(addQuantities('abc', '1')).toBe('1')
  })
})

describe('a scan', () => {
  it('adds a new line, then adds to that line on the next scan of the same product', () => {
    const first = addScannedProduct([], product(1))
    expect(first.lines).toMatchObject([{ product: { id: 1 }, quantity: '1' }])
    const second = addScannedProduct(first.lines, product(2))
    const third = addScannedProduct(second.lines, product(1))
    expect(third.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [1, '2'],
      [2, '1'],
    ])
    expect(third.key).toBe(first.key)
  })

  it('adds to the last line of a product split into lots; "add lot" opens a line under it', () => {
    const tracked = product(3, { is_lot_tracked: true })
    const { lines, key } = addScannedProduct([], tracked)
    const split = addLotLine(lines, key)
    expect(split.lines).toHaveLength(2)
    const scanned = addScannedProduct(split.lines, tracked)
    expect(scanned.key).toBe(split.key)
    expect(scanned.lines.map((line) => line.quantity)).toEqual(['1', '2'])
  })
})

describe('sending', () => {
  const line = (overrides: Partial<StockLine>): StockLine => ({
    key: 'k',
    product: product(1),
    quantity: '1',
    lot_number: '',
    expiry_date: null,
    ...overrides,
  })

  it('sends quantities as numbers and lots only for lot-tracked products when the document takes lots', () => {
    const lines = [
      line({ key: 'a', quantity: '0.125', lot_number: 'ignored' }),
      line({
        key: 'b',
        product: product(2, { is_lot_tracked: true }),
        quantity: '-2',
        lot_number: ' L-7 ',
        expiry_date: '2030-01-31',
      }),
    ]
    expect(toLineInputs(lines, { withLots: true })).toEqual([
      { product_id: 1, quantity: 0.125 },
      { product_id: 2, quantity: -2, lot_number: 'L-7', expiry_date: '2030-01-31' },
    ])
    expect(toLineInputs(lines)).toEqual([
      { product_id: 1, quantity: 0.125 },
      { product_id: 2, quantity: -2 },
    ])
  })

  it('names what stops a line: a bad or zero quantity, a missing lot number', () => {
    const lines = [
      line({ key: 'bad', quantity: '1.2345' }),
      line({ key: 'zero', quantity: '0' }),
      line({ key: 'negative', quantity: '-1' }),
      line({ key: 'lot', product: product(2, { is_lot_tracked: true }) }),
      line({ key: 'fine' }),
    ]
    expect(Object.fromEntries(findLineProblems(lines, { withLots: true }))).toEqual({
      bad: 'quantity',
      zero: 'zero',
      negative: 'negative',
      lot: 'lot_number',
    })
    expect(findLineProblems(lines, { signed: true }).has('negative')).toBe(false)
  })
})
