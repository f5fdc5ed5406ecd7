import { LANG_TAG } from '../../../lib/i18n/languages.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { formatKhr, formatUsd } from '../../../lib/money.ts'

/** Dollars and riel as the interface language writes them. */
export function useMoney() {
  const tag = LANG_TAG[useLang()]
  return {
    usd: (cents: number) => formatUsd(cents, tag),
    khr: (riel: number) => formatKhr(riel),
    amount: (value: number, currency: 'USD' | 'KHR') =>
      currency === 'USD' ? formatUsd(value, tag) : formatKhr(value),
  }
}
