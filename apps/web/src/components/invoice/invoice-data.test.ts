import { describe, expect, it } from 'vitest'
import { amountsWithoutVat, khrText, rateLine, usdText } from './invoice-data.ts'

const line = (amount_usd: number, taxable = true) => ({
  name_en: 'x',
  name_kh: null,
  sku: 'x',
  unit_en: null,
  unit_kh: null,
  quantity: 1,
  amount_usd,
  taxable,
})

describe('amountsWithoutVat', () => {
  it("gives SALES.md's example its subtotal: $7.35 with VAT is $6.68 without", () => {
    expect(amountsWithoutVat([line(668), line(67)], 668)).toEqual([607, 61])
  })
  it('adds up exactly to the subtotal, untaxed lines as they are', () => {
    const lines = [line(333), line(333), line(334), line(500, false)]
    const net = amountsWithoutVat(lines, 909 + 500)
    expect(net.reduce((a, b) => a + b, 0)).toBe(1409)
    expect(net[3]).toBe(500)
  })
  it('leaves lines alone when nothing is taxed', () => {
    expect(amountsWithoutVat([line(100, false)], 100)).toEqual([100])
  })
})

describe('money on paper', () => {
  it('writes dollars and riel', () => {
    expect(usdText(735)).toBe('$7.35')
    expect(usdText(-1234567)).toBe('-$12,345.67')
    expect(khrText(30135)).toBe('30,135 ៛')
  })
})

describe('rateLine', () => {
  it("names the day whose rate converted the riel and its source, whole in each language, as the UBL's", () => {
    expect(rateLine({ rate: 4100, rateDate: '24/11/2026', rateSource: 'nbc' })).toEqual({
      kh: 'អត្រាប្តូរប្រាក់ថ្ងៃទី 24/11/2026 (ធនាគារជាតិនៃកម្ពុជា)៖ 1 USD = 4,100 ៛',
      en: 'Exchange rate of 24/11/2026 (NBC): 1 USD = 4,100 ៛',
    })
    expect(rateLine({ rate: 4100, rateDate: '24/11/2026', rateSource: 'manual' }).en).toBe(
      'Exchange rate of 24/11/2026 (set by the shop): 1 USD = 4,100 ៛',
    )
  })
  it('keeps a rate with a fraction exact, and claims no day or source it does not know', () => {
    expect(rateLine({ rate: 4102.5, rateDate: null, rateSource: null })).toEqual({
      kh: 'អត្រាប្តូរប្រាក់៖ 1 USD = 4,102.5 ៛',
      en: 'Exchange rate: 1 USD = 4,102.5 ៛',
    })
  })
})
