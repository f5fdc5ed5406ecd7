import { describe, expect, it } from 'vitest'
import { stockShortages } from './stock-shortage.ts'

describe('stockShortages', () => {
  const onHand = new Map([
    [1, 3],
    [2, 0],
    [3, 0.3],
  ])

  it('names each product that wants more than is on hand, with what is on hand', () => {
    const short = stockShortages(
      [
        { product_id: 1, quantity: '3' },
        { product_id: 2, quantity: 1 },
      ],
      onHand,
    )
    expect([...short]).toEqual([[2, { onHand: 0, wanted: 1 }]])
  })

  it('adds up a product met on several lines', () => {
    const short = stockShortages(
      [
        { product_id: 1, quantity: '2' },
        { product_id: 1, quantity: '1.5' },
      ],
      onHand,
    )
    expect(short.get(1)).toEqual({ onHand: 3, wanted: 3.5 })
  })

  it('compares in thousandths, so 0.1 + 0.2 is not short of 0.3', () => {
    expect(
      stockShortages(
        [
          { product_id: 3, quantity: 0.1 },
          { product_id: 3, quantity: 0.2 },
        ],
        onHand,
      ).size,
    ).toBe(0)
  })

  it('calls nothing short while the levels are unknown', () => {
    expect(stockShortages([{ product_id: 9, quantity: 5 }], onHand).size).toBe(0)
    expect(stockShortages([{ product_id: 1, quantity: 5 }], undefined).size).toBe(0)
  })

  it('counts a store already below zero as short of any quantity', () => {
    expect(stockShortages([{ product_id: 4, quantity: 1 }], new Map([[4, -2]])).get(4)).toEqual({
      onHand: -2,
      wanted: 1,
    })
  })
})
