import { useTranslation } from 'react-i18next'
import { numberFormat, numberLocale } from '../../../lib/number-locale.ts'

/** A quantity as the interface language writes numbers, up to 3 decimals; `signed` shows "+2" for additions. */
export function Quantity({ value, signed = false }: { value: number; signed?: boolean }) {
  const { i18n } = useTranslation()
  const text = numberFormat(numberLocale(i18n.language), {
    maximumFractionDigits: 3,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value)
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>
}
