import { formatDollars, formatKhr } from '../../../lib/money.ts'
import { formatNumber, formatQuantity } from '../../../lib/number-locale.ts'

/**
 * Money as the till and the receipt write it, the same in both languages: "$7.35", "30,135 ៛". `lang` is the
 * interface language unless given; a printed receipt passes PRINTED_LANG (decision 0041).
 */
export const usd = formatDollars
export const khr = formatKhr

/** Change as the cashier gives it: "$2 + 2,700 ៛", "400 ៛", "$3". */
export function changeText(change: { usd: number; khr: number }, lang?: string): string {
  const parts: string[] = []
  if (change.usd > 0)
    parts.push(change.usd % 100 === 0 ? `$${formatNumber(change.usd / 100, lang)}` : usd(change.usd, lang))
  if (change.khr > 0 || parts.length === 0) parts.push(khr(change.khr, lang))
  return parts.join(' + ')
}

/** A quantity without trailing zeros: 2, 0.125. */
export const quantityText = formatQuantity
