import { describe, expect, it } from 'vitest'
import {
  addressFieldNames,
  choosePlace,
  deliveryAddressOf,
  EMPTY_ADDRESS,
  isUntouched,
  prefixAddress,
  readAddress,
} from './address-value.ts'

const full = { address: 'St 1', province_id: 12, district_id: 1201, commune_id: 120101, village_id: 12010101 }

describe('address values', () => {
  it('read and write the address under plain or shipping_ field names', () => {
    const record = { name: 'x', ...prefixAddress(full, 'shipping_'), province_id: 3 }
    expect(record.shipping_village_id).toBe(12010101)
    expect(readAddress(record, 'shipping_')).toEqual(full)
    expect(readAddress(record, '')).toEqual({ ...EMPTY_ADDRESS, province_id: 3 })
    expect(addressFieldNames('shipping_')).toEqual([
      'shipping_address',
      'shipping_province_id',
      'shipping_district_id',
      'shipping_commune_id',
      'shipping_village_id',
    ])
  })

  it('treat anything but an integer id as not chosen', () => {
    expect(readAddress({ province_id: '12', district_id: undefined, address: 5 }, '')).toEqual(EMPTY_ADDRESS)
  })

  it('empty the levels below a parent that changes, and only then', () => {
    expect(choosePlace(full, 'district_id', 1202)).toEqual({
      ...full,
      district_id: 1202,
      commune_id: null,
      village_id: null,
    })
    expect(choosePlace(full, 'province_id', null)).toEqual({ ...EMPTY_ADDRESS, address: 'St 1' })
    expect(choosePlace(full, 'district_id', 1201)).toBe(full)
    expect(choosePlace(full, 'village_id', 12010102)).toEqual({ ...full, village_id: 12010102 })
  })

  it("take a customer's shipping address for delivery, else their own", () => {
    const own = prefixAddress(full, '')
    expect(deliveryAddressOf(own)).toEqual(full)
    const elsewhere = { ...full, address: 'Warehouse', village_id: null }
    expect(deliveryAddressOf({ ...own, ...prefixAddress(elsewhere, 'shipping_') })).toEqual(elsewhere)
    expect(deliveryAddressOf({ name: 'walk-in' })).toEqual(EMPTY_ADDRESS)
  })

  it('fill an address again only when nothing was typed over the filled one', () => {
    expect(isUntouched(EMPTY_ADDRESS, full)).toBe(true)
    expect(isUntouched(full, full)).toBe(true)
    expect(isUntouched({ ...full, address: 'St 2' }, full)).toBe(false)
    expect(isUntouched({ ...EMPTY_ADDRESS, address: 'St 2' }, EMPTY_ADDRESS)).toBe(false)
  })
})
