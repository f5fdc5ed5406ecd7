import { describe, expect, it } from 'vitest'
import { sniffImageType } from './image-type.ts'

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

describe('sniffImageType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'), 'image/png'],
    [bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s as %s', (input, type) => {
    expect(sniffImageType(input)).toBe(type)
  })

  it.each([
    ['a text file', bytes('hello, this is not a picture')],
    ['a GIF', bytes('GIF89a', 1, 0, 1, 0)],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 'PN')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull()
  })
})
