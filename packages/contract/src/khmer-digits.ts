/**
 * ០–៩ as 0–9 (issue 19). A module of its own, with nothing else in it, so the first page's code can read Khmer
 * digits without bringing the schemas (`@sms/contract/khmer-digits`).
 */
const KHMER_ZERO = 0x17e0

export function asciiDigits(text: string): string {
  return text.replace(/[០-៩]/g, (d) => String((d.codePointAt(0) ?? KHMER_ZERO) - KHMER_ZERO))
}
