import { describe, expect, it } from 'vitest'
import { overReceived, totalCents } from './purchase-lines.ts'

describe('totalCents', () => {
  it('rounds once over exact thousandths × cents', () => {
    // 12.5 × $1.21 = $15.125 → 1513; 0.1 × 3 cents three times is 0.9 → 1, not 0 + 0 + 0.
    expect(totalCents([{ quantity: '12.5', cents: 121 }])).toBe(1513)
    expect(totalCents([0, 1, 2].map(() => ({ quantity: '0.1', cents: 3 })))).toBe(1)
  })

  it('counts nothing for a line without a readable quantity or a cost', () => {
    expect(
      totalCents([
        { quantity: 'abc', cents: 100 },
        { quantity: '2', cents: null },
        { quantity: '1.005', cents: 200 },
      ]),
    ).toBe(201)
  })
})

describe('overReceived', () => {
  const line = (key: string, productId: number, quantity: string) => ({
    key,
    quantity,
    product: { id: productId },
  })

  it('judges all lots of one product together against what is still to come', () => {
    const lines = [line('a', 1, '0.3'), line('b', 1, '0.2'), line('c', 2, '5')]
    const remaining = new Map([
      [1, 0.5],
      [2, 4.999],
    ])
    expect(overReceived(lines, (l) => remaining.get(l.product.id))).toEqual(['c'])
    expect(overReceived([...lines, line('d', 1, '0.001')], (l) => remaining.get(l.product.id))).toEqual([
      'a',
      'b',
      'd',
      'c',
    ])
  })
})
