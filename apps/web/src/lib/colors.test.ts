import { describe, expect, it } from 'vitest'
import { contrast, mix, readableOn, readableShade, TEXT_CONTRAST } from './colors.ts'

describe('colour contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrast('#15803d', '#ffffff')).toBeCloseTo(5.02, 1)
    expect(contrast('#777777', '#777777')).toBe(1)
  })

  it('puts white on dark colours and black on light ones', () => {
    expect(readableOn('#15803d')).toBe('#ffffff')
    expect(readableOn('#7c3aed')).toBe('#ffffff')
    expect(readableOn('#facc15')).toBe('#000000')
  })

  it('mixes channel by channel', () => {
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080')
    expect(mix('#7c3aed', '#ffffff', 1)).toBe('#7c3aed')
  })

  it('keeps a readable colour as chosen and moves an unreadable one just far enough', () => {
    expect(readableShade('#7c3aed', '#ffffff', 0.1).shade).toBe('#7c3aed')
    for (const [colour, surface] of [
      ['#7c3aed', '#141414'],
      ['#facc15', '#ffffff'],
      ['#1e3a8a', '#141414'],
    ] as const) {
      const { shade, tint } = readableShade(colour, surface, 0.2)
      expect(shade, colour).not.toBe(colour)
      expect(contrast(shade, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(shade, tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })
})
