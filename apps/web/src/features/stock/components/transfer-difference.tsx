import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { numberFormat, numberLocale } from '../../../lib/number-locale.ts'

/**
 * received − sent of a transfer line: "Short 2" (red), "Over 1" (magenta) or "As sent" (green). The number is
 * formatted in the interface language; the colour is never the only sign, the word says it too.
 * (antd's orange and gold tags are under 4.5:1; red, magenta and green pass (axe, light and dark).)
 */
export function TransferDifference({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('stock')
  if (value === null) return <>—</>
  const quantity = numberFormat(numberLocale(i18n.language), { maximumFractionDigits: 3 }).format(
    Math.abs(value),
  )
  if (value < 0) return <Tag color="red">{t('transfers.short', { quantity })}</Tag>
  if (value > 0) return <Tag color="magenta">{t('transfers.over', { quantity })}</Tag>
  return <Tag color="success">{t('transfers.exact')}</Tag>
}
