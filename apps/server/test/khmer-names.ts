import fc from 'fast-check'

/** Every Khmer character, printable ASCII, the invisible marks and the no-break space: what names are made of. */
const NAME_CHARACTERS = [
  ...Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x1780 + i)),
  ...Array.from({ length: 0x5f }, (_, i) => String.fromCodePoint(0x20 + i)),
  '\u200b',
  '\u200c',
  '\ufeff',
  '\u00a0',
]

/** Generated names of up to `maxLength` characters, for the Khmer order's property tests. */
export const khmerText = (maxLength: number) =>
  fc.array(fc.constantFrom(...NAME_CHARACTERS), { minLength: 0, maxLength }).map((cs) => cs.join(''))
