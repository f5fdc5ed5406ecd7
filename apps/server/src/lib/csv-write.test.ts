import { describe, expect, it } from 'vitest'
import { csvCell, csvFile } from './csv-write.ts'

describe('the one CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['\tx', `"'\tx"`],
    ["'=x", `"''=x"`],
    ['a\nb', `"a\nb"`],
    ['Kampot, pepper', `"Kampot, pepper"`],
    ['ម្រេចកំពត', 'ម្រេចកំពត'],
  ])('guards and quotes the text %j', (text, written) => {
    expect(csvCell(text)).toBe(written)
  })

  it.each([
    [-12.5, '-12.5'],
    ['-1.50', '-1.50'],
    ['-4100', '-4100'],
    [0, '0'],
    [12n, '12'],
    [null, ''],
    [undefined, ''],
  ])('writes the number %s as a number', (value, written) => {
    expect(csvCell(value)).toBe(written)
  })

  it('starts a file with a byte-order mark and ends each line with CRLF', () => {
    expect(csvFile(['a', 'b'], [[1, '=x']])).toBe(`\uFEFFa,b\r\n1,"'=x"\r\n`)
  })
})
