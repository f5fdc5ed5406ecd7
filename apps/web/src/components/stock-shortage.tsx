import { WarningOutlined } from '@ant-design/icons'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Shortage } from '../lib/stock-shortage.ts'
import { ToneTag } from './tone-tag.tsx'

const quantityText = (quantity: number) => quantity.toLocaleString('en-US', { maximumFractionDigits: 3 })

/** "Not enough stock for product Beer (on hand: 2)": the spec's text, with what the store has. */
export function useShortageText() {
  const { t } = useTranslation(['errors', 'common'])
  return useCallback(
    (productName: string, shortage: Shortage) =>
      `${t('errors:STOCK_INSUFFICIENT', { product_name: productName })} (${t('common:stock.onHand', {
        quantity: quantityText(shortage.onHand),
      })})`,
    [t],
  )
}

/**
 * The mark on a short line: red where the sale or approval will be refused (the store allows no negative
 * stock), amber where it only warns.
 */
export function ShortageTag({ shortage, blocking }: { shortage: Shortage; blocking: boolean }) {
  const { t } = useTranslation('common')
  return (
    <span data-testid="stock-short" data-blocking={blocking}>
      <ToneTag tone={blocking ? 'stopped' : 'warning'}>
        <WarningOutlined aria-hidden /> {t('stock.notEnough')} ·{' '}
        {t('stock.onHand', { quantity: quantityText(shortage.onHand) })}
      </ToneTag>
    </span>
  )
}
