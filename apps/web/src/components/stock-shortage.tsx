import { WarningOutlined } from '@ant-design/icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../lib/number-locale.ts'
import { type Shortage, stockShortages } from '../lib/stock-shortage.ts'
import { ToneTag } from './tone-tag.tsx'

type ProductLine = { product: { id: number }; quantity: number | string }

/** The products of a cart or an order, as the sorted ids their stock read is keyed by. */
export function useLineProductIds(lines: readonly ProductLine[]) {
  return useMemo(() => [...new Set(lines.map((l) => l.product.id))].sort((a, b) => a - b), [lines])
}

/** Product id → what is short, once the store's levels (product id → on hand) are read. */
export function useLineShortages(
  lines: readonly ProductLine[],
  onHand: ReadonlyMap<number, number> | undefined,
) {
  return useMemo(
    () =>
      stockShortages(
        lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
        onHand,
      ),
    [lines, onHand],
  )
}

const quantityText = (quantity: number) => formatNumber(quantity, undefined, { maximumFractionDigits: 3 })

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
