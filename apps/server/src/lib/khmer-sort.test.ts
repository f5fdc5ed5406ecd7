import fs from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { khmerText } from '../../test/khmer-names.ts'
import { khmerSortKey, khmerSortKeySql } from './khmer-sort.ts'

const collator = new Intl.Collator('km')
const keyCompare = (a: string, b: string) =>
  Buffer.compare(Buffer.from(khmerSortKey(a), 'utf8'), Buffer.from(khmerSortKey(b), 'utf8'))

describe('khmerSortKey', () => {
  it('orders the issue’s words as Intl.Collator("km") does', () => {
    const words = ['រៀន', 'លក់', 'វត្ត', 'អា', 'ឥឡូវ', 'ឫស្សី', 'ឬ', 'ឮ']
    expect([...words].sort(keyCompare)).toEqual(['រៀន', 'ឫស្សី', 'ឬ', 'លក់', 'ឮ', 'វត្ត', 'អា', 'ឥឡូវ'])
    expect([...words].sort(keyCompare)).toEqual([...words].sort(collator.compare))
  })

  it('compares any two generated names exactly as Intl.Collator("km")', () => {
    fc.assert(
      fc.property(khmerText(8), khmerText(8), (a, b) => {
        expect(Math.sign(keyCompare(a, b))).toBe(Math.sign(collator.compare(a, b)))
      }),
      { numRuns: 10_000 },
    )
  })

  it('compares names differing in one syllable (the hard cases: ៌, ុំ, ះ, independent vowels)', () => {
    const syllable = fc
      .tuple(
        fc.constantFrom('ក', 'រ', 'ល', 'អ', 'ឣ', 'ឧ', 'ឪ', 'ឥ', 'ឫ', 'ឮ', 'ឱ', 'ឲ', '៘', '។'),
        fc.constantFrom('', '្ក', '្រ', '៌', 'ុំ', 'ាំ', 'ំ', 'ះ', 'ោះ', 'ិះ', 'ា', 'ុ', '់', '\u200b'),
      )
      .map(([a, b]) => a + b)
    fc.assert(
      fc.property(fc.array(syllable, { maxLength: 4 }), fc.array(syllable, { maxLength: 4 }), (a, b) => {
        const [x, y] = [a.join(''), b.join('')]
        expect(Math.sign(keyCompare(x, y))).toBe(Math.sign(collator.compare(x, y)))
      }),
      { numRuns: 5_000 },
    )
  })

  it('ignores the zero-width space, non-joiner and byte-order mark', () => {
    expect(khmerSortKey('ទឹក\u200bដោះគោ')).toBe(khmerSortKey('ទឹកដោះគោ'))
    expect(khmerSortKey('\ufeffទឹក\u200cដោះគោ')).toBe(khmerSortKey('ទឹកដោះគោ'))
  })

  it('is the function the migration creates', () => {
    const migrations = new URL('../db/migrations/', import.meta.url)
    const file = fs.readdirSync(migrations).find((name) => name.endsWith('_khmer_sort_key.sql')) as string
    expect(fs.readFileSync(new URL(file, migrations), 'utf8')).toContain(khmerSortKeySql())
  })
})
