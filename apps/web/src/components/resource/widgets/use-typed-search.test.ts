import { describe, expect, it } from 'vitest'
import { matchesTyped } from './use-typed-search.ts'

describe('matchesTyped', () => {
  it('finds an option by any of its names, ignoring case and surrounding spaces', () => {
    expect(matchesTyped(['Kandal', 'កណ្តាល', '08'], ' kand ')).toBe(true)
    expect(matchesTyped(['Kandal', 'កណ្តាល', '08'], 'កណ្តា')).toBe(true)
    expect(matchesTyped(['Coca Cola', null, undefined], 'COCA')).toBe(true)
  })

  it('does not find an option none of whose names contains the text', () => {
    expect(matchesTyped(['Pepsi', 'ប៉ិបស៊ី'], 'Coca')).toBe(false)
    expect(matchesTyped([null, undefined], 'a')).toBe(false)
  })
})
