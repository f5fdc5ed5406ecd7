import { type CashRounding, settle } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import type { GivenTender } from './payment-tenders.ts'
import { isTenderFarAbove } from './tender-limits.ts'

const RATE = 4100
const ROUNDING: CashRounding = { step: 100, mode: 'nearest' }
/** The $7.35 basket of SALES.md: 30,135 ៛. */
const TOTAL_KHR = 30_135

const cash = (currency: 'USD' | 'KHR', amount: number): GivenTender => ({ method: 'cash', currency, amount })
const farAboveWithin = (maxChangeUsd: number | undefined, ...tenders: GivenTender[]) =>
  isTenderFarAbove(
    tenders,
    settle(
      TOTAL_KHR,
      tenders.map((g) => ({ currency: g.currency, amount: g.amount, isCash: g.method === 'cash' })),
      RATE,
      ROUNDING,
    ),
    RATE,
    maxChangeUsd,
  )
const farAbove = (...tenders: GivenTender[]) => farAboveWithin(undefined, ...tenders)

describe('a cash tender far above what is due', () => {
  it('is $735 typed for $7.35, and 301,350 ៛ for 30,135 ៛', () => {
    expect(farAbove(cash('USD', 73_500))).toBe(true)
    expect(farAbove(cash('KHR', 301_350))).toBe(true)
  })

  it('is not a customer handing over one large note, in either currency', () => {
    expect(farAbove(cash('USD', 1_000))).toBe(false)
    expect(farAbove(cash('USD', 10_000))).toBe(false)
    expect(farAbove(cash('KHR', 100_000))).toBe(false)
    expect(farAbove(cash('USD', 500), cash('KHR', 100_000))).toBe(false)
  })

  it('starts above a whole largest note of change: $100 in riel at the rate, or 100,000 ៛', () => {
    // $107.35 gives exactly $100 change: a customer may have had no smaller note.
    expect(farAbove(cash('USD', 10_735))).toBe(false)
    expect(farAbove(cash('USD', 10_736))).toBe(true)
    expect(farAbove(cash('KHR', 130_135))).toBe(false)
    expect(farAbove(cash('KHR', 130_136))).toBe(true)
  })

  it('asks nothing of a sale not yet paid, or paid without cash', () => {
    expect(farAbove(cash('USD', 500))).toBe(false)
    expect(farAbove({ method: 'card', currency: 'USD', amount: 735 })).toBe(false)
  })
})

describe('change past the shop’s limit', () => {
  it('is not asked about: the server refuses it with its reason', () => {
    expect(farAboveWithin(10_000, cash('USD', 73_500))).toBe(false)
    expect(farAboveWithin(10_000, cash('USD', 12_000))).toBe(false)
  })

  it('within a higher limit, far above is still asked about', () => {
    expect(farAboveWithin(100_000, cash('USD', 73_500))).toBe(true)
    expect(farAboveWithin(100_000, cash('USD', 10_000))).toBe(false)
  })
})
