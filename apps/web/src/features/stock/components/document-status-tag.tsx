import type {
  AdjustmentStatus,
  CountStatus,
  PurchaseOrderStatus,
  StockStatus,
  TransferStatus,
} from '@sms/contract'
import { useTranslation } from 'react-i18next'
import { type Tone, ToneTag } from '../../../components/tone-tag.tsx'

export { ToneTag }

export type DocumentStatus = AdjustmentStatus | PurchaseOrderStatus | TransferStatus | CountStatus

/** One tone per meaning across every stock document: waiting for someone, under way, done, stopped, draft. */
const DOCUMENT_TONES: Record<DocumentStatus, Tone> = {
  pending: 'waiting',
  requested: 'waiting',
  draft: 'draft',
  open: 'underWay',
  ordered: 'underWay',
  approved: 'underWay',
  in_transit: 'underWay',
  partially_received: 'underWay',
  posted: 'done',
  received: 'done',
  rejected: 'stopped',
  cancelled: 'stopped',
}

const STOCK_TONES: Record<StockStatus, Tone> = { in_stock: 'done', low: 'warning', out_of_stock: 'stopped' }

/** A stock document's status as a coloured tag, in the interface language (`stock:status.<status>`). */
export function DocumentStatusTag({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('stock')
  return <ToneTag tone={DOCUMENT_TONES[status]}>{t(`status.${status}`)}</ToneTag>
}

/** In stock, low or out of stock (`GET /api/stocks`' `status`). */
export function StockStatusTag({ status }: { status: StockStatus }) {
  const { t } = useTranslation('stock')
  return <ToneTag tone={STOCK_TONES[status]}>{t(`stockStatus.${status}`)}</ToneTag>
}
