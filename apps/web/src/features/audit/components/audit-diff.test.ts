import { describe, expect, it } from 'vitest'
import { diffAudit, showValue } from './audit-diff.ts'

describe('diffAudit', () => {
  it('marks each field changed, added, removed or the same, changed first', () => {
    const rows = diffAudit(
      { price_usd: 150, name: 'Rice', old: 1 },
      { price_usd: 175, name: 'Rice', role_ids: [2] },
    )
    expect(rows.map((r) => [r.field, r.change])).toEqual([
      ['price_usd', 'changed'],
      ['role_ids', 'added'],
      ['old', 'removed'],
      ['name', 'same'],
    ])
  })

  it('treats a creation as all added and compares lists by value', () => {
    expect(diffAudit(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1, change: 'added' }])
    expect(diffAudit({ ids: [1, 2] }, { ids: [1, 2] })[0]?.change).toBe('same')
  })

  it('shows values as short text', () => {
    expect(showValue(null)).toBe('—')
    expect(showValue([1, 2])).toBe('1, 2')
    expect(showValue({ a: 1 })).toBe('{"a":1}')
  })
})
