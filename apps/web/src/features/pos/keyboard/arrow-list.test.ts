import { describe, expect, it } from 'vitest'
import { moveHighlight } from './arrow-list.ts'

describe('moveHighlight', () => {
  it('goes down from nothing to the first row and stops at the last', () => {
    expect(moveHighlight(-1, 1, 4)).toBe(0)
    expect(moveHighlight(2, 1, 4)).toBe(3)
    expect(moveHighlight(3, 1, 4)).toBe(3)
  })

  it('goes up to nothing highlighted from the first row, so Enter means the typed text again', () => {
    expect(moveHighlight(2, -1, 4)).toBe(1)
    expect(moveHighlight(0, -1, 4)).toBe(-1)
    expect(moveHighlight(-1, -1, 4)).toBe(-1)
  })

  it('keeps within a list that got shorter, and highlights nothing in an empty one', () => {
    expect(moveHighlight(7, -1, 4)).toBe(2)
    expect(moveHighlight(7, 1, 4)).toBe(3)
    expect(moveHighlight(0, 1, 0)).toBe(-1)
  })
})
