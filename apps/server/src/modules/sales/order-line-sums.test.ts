import { describe, expect, it } from 'vitest'
import { lineCostUsd, orderLineSums } from './order-line-sums.ts'

describe("an order's sums of its lines", () => {
  it('rounds each line’s cost half up in exact thousandths, as round(quantity * cost) in SQL', () => {
    expect(lineCostUsd({ quantity: 1.5, unit_cost_usd: 33 })).toBe(50) // 49.5
    expect(lineCostUsd({ quantity: 0.333, unit_cost_usd: 3 })).toBe(1) // 0.999
    expect(lineCostUsd({ quantity: 0.005, unit_cost_usd: 100 })).toBe(1) // 0.5
    expect(lineCostUsd({ quantity: 1.005, unit_cost_usd: 100 })).toBe(101) // 100.5 (a float product gives 100.49…)
    expect(lineCostUsd({ quantity: 3, unit_cost_usd: null })).toBe(0)
  })

  it('splits the amounts into taxable and exempt and adds the costs', () => {
    expect(
      orderLineSums([
        { quantity: 2, amount_usd: 500, taxable: true, unit_cost_usd: 150, added_tax_usd: 0 },
        { quantity: 1.5, amount_usd: 180, taxable: false, unit_cost_usd: 33, added_tax_usd: 0 },
        { quantity: 1, amount_usd: 75, taxable: true, unit_cost_usd: null, added_tax_usd: 0 },
      ]),
    ).toEqual({ taxable_usd: 575, exempt_usd: 180, goods_cost_usd: 350 })
  })

  it('counts the taxes added on top of a line in its taxable or exempt amount: VAT is charged on them', () => {
    expect(
      orderLineSums([
        { quantity: 1, amount_usd: 100, taxable: true, unit_cost_usd: null, added_tax_usd: 37 },
        { quantity: 1, amount_usd: 100, taxable: false, unit_cost_usd: null, added_tax_usd: 5 },
      ]),
    ).toEqual({ taxable_usd: 137, exempt_usd: 105, goods_cost_usd: 0 })
  })
})
