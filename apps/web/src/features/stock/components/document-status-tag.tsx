import type {
  AdjustmentStatus,
  CountStatus,
  PurchaseOrderStatus,
  StockStatus,
  TransferStatus,
} from '@sms/contract'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useColorMode } from '../../../lib/color-mode/use-color-mode.ts'

export type DocumentStatus = AdjustmentStatus | PurchaseOrderStatus | TransferStatus | CountStatus

type Tone = 'waiting' | 'underWay' | 'done' | 'stopped' | 'warning' | 'draft'

/**
 * Text and background of each tone, at least 4.5:1 in both modes (antd's preset purple and orange tags fall
 * below that on the dark surface). Done stays antd's success tag: the theme already tunes its green.
 */
const TONES: Record<Exclude<Tone, 'done' | 'draft'>, Record<'light' | 'dark', [string, string]>> = {
  waiting: { light: ['#6d28d9', '#f5f3ff'], dark: ['#c4b5fd', '#2e1065'] },
  underWay: { light: ['#1d4ed8', '#eff6ff'], dark: ['#93c5fd', '#172554'] },
  stopped: { light: ['#b91c1c', '#fef2f2'], dark: ['#fca5a5', '#450a0a'] },
  warning: { light: ['#b45309', '#fffbeb'], dark: ['#fcd34d', '#451a03'] },
}

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

/** A tag in one of the tones, readable in light and dark. */
export function ToneTag({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  const { mode } = useColorMode()
  if (tone === 'done') return <Tag color="success">{children}</Tag>
  if (tone === 'draft') return <Tag>{children}</Tag>
  const [color, background] = TONES[tone][mode]
  return <Tag style={{ color, background, borderColor: 'transparent' }}>{children}</Tag>
}

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
