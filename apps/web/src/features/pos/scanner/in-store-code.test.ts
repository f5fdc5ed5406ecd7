import { gs1CheckDigit } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { decodeInStoreCode, quantityOfInStoreCode } from './in-store-code.ts'

const withCheck = (twelve: string) => `${twelve}${gs1CheckDigit(twelve)}`

describe('in-store EAN-13 codes', () => {
  it('reads a price code (prefixes 20–24): item code and the price in cents', () => {
    expect(decodeInStoreCode(withCheck('201234500735'))).toEqual({ kind: 'price', item: '12345', cents: 735 })
    expect(decodeInStoreCode(withCheck('240004212000'))).toEqual({
      kind: 'price',
      item: '00042',
      cents: 12000,
    })
  })

  it('reads a weight code (prefixes 25–29): item code and grams', () => {
    expect(decodeInStoreCode(withCheck('251234501250'))).toEqual({
      kind: 'weight',
      item: '12345',
      grams: 1250,
    })
    expect(decodeInStoreCode(withCheck('290000100005'))).toEqual({ kind: 'weight', item: '00001', grams: 5 })
  })

  it('refuses a wrong check digit, another prefix, another length or letters', () => {
    const good = withCheck('201234500735')
    const wrong = `${good.slice(0, 12)}${(Number(good.at(-1)) + 1) % 10}`
    expect(decodeInStoreCode(wrong)).toBeNull()
    expect(decodeInStoreCode(withCheck('884123456789'))).toBeNull()
    expect(decodeInStoreCode(withCheck('20123450073'))).toBeNull()
    expect(decodeInStoreCode('2012345007x55')).toBeNull()
  })

  it('a weight adds grams / 1000, to the gram', () => {
    expect(quantityOfInStoreCode({ kind: 'weight', item: '12345', grams: 1250 }, 500)).toBe('1.25')
    expect(quantityOfInStoreCode({ kind: 'weight', item: '12345', grams: 2000 }, 500)).toBe('2')
    expect(quantityOfInStoreCode({ kind: 'weight', item: '12345', grams: 5 }, 500)).toBe('0.005')
    expect(quantityOfInStoreCode({ kind: 'weight', item: '12345', grams: 0 }, 500)).toBeNull()
  })

  it('a price adds price / unit price to 3 decimals, so the server’s price of the line is the label’s', () => {
    // $2.50 of a $5.00/kg product: half a kilo.
    expect(quantityOfInStoreCode({ kind: 'price', item: '12345', cents: 250 }, 500)).toBe('0.5')
    expect(quantityOfInStoreCode({ kind: 'price', item: '12345', cents: 1000 }, 500)).toBe('2')
    // $2.50 of a $7.35 product: 0.340 (0.340 × $7.35 = $2.499, $2.50 once rounded to the cent).
    const quantity = quantityOfInStoreCode({ kind: 'price', item: '12345', cents: 250 }, 735)
    expect(quantity).toBe('0.34')
    expect(Math.round(Number(quantity) * 735)).toBe(250)
    expect(quantityOfInStoreCode({ kind: 'price', item: '12345', cents: 250 }, 0)).toBeNull()
    expect(quantityOfInStoreCode({ kind: 'price', item: '12345', cents: 0 }, 500)).toBeNull()
  })
})
