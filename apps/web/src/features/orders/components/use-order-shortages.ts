import type { Product, WorkStore } from '@sms/contract'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLineProductIds, useLineShortages, useShortageText } from '../../../components/stock-shortage.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useOrderStock } from '../api/orders-api.ts'

/**
 * SPEC §5's stock warning on the order form: the lines whose product the store has too little of, and the
 * spec's sentence for the product just picked. An open order reserves nothing and takes its stock only when
 * approved (which refuses a short line where the store allows no negative stock), so the form warns and
 * still saves: goods may arrive before the approval.
 */
export function useOrderShortages(
  store: WorkStore | undefined,
  lines: readonly { product: Product; quantity: number }[],
  lastPicked: number | null,
) {
  const lang = useLang()
  const shortageText = useShortageText()
  const stock = useOrderStock(store?.id ?? null, useLineProductIds(lines))
  const short = useLineShortages(lines, stock.data)
  const picked = lines.find((l) => l.product.id === lastPicked)
  const pickedShortage = lastPicked === null ? undefined : short.get(lastPicked)
  return {
    short,
    blocking: store ? !store.allow_negative_stock : false,
    note: picked && pickedShortage ? shortageText(localizedName(picked.product, lang), pickedShortage) : '',
  }
}
