import type { OrderStage, OrderSummary, PaymentStatus } from '@sms/contract'
import { useTranslation } from 'react-i18next'
import { type Tone, ToneTag } from '../../../components/tone-tag.tsx'

const STAGE_TONES: Record<OrderStage, Tone> = {
  preparing: 'waiting',
  preparing_done: 'underWay',
  ready_for_delivery: 'underWay',
  shipping: 'underWay',
  shipped: 'underWay',
  returned_or_problem: 'warning',
  order_completed: 'done',
  issued: 'done',
  cancelled: 'stopped',
}

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  onhold: 'draft',
  unpaid: 'stopped',
  partial: 'warning',
  paid: 'done',
  refunded: 'draft',
}

/** An order's stage with the spec's words (`orders:stages.<stage>`); an open order not yet approved says so. */
export function StageTag({ stage, approved = true }: { stage: OrderStage; approved?: boolean }) {
  const { t } = useTranslation('orders')
  if (!approved && stage !== 'cancelled') return <ToneTag tone="waiting">{t('pending')}</ToneTag>
  return <ToneTag tone={STAGE_TONES[stage]}>{t(`stages.${stage}`)}</ToneTag>
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders')
  return <ToneTag tone={PAYMENT_TONES[status]}>{t(`payment.${status}`)}</ToneTag>
}

/**
 * A sale the till made offline (decision 0031): the number it printed, and what a manager should look into:
 * stock taken below zero, prices other than the shop's.
 */
export function OfflineTags({
  order,
}: {
  order: Pick<OrderSummary, 'offline_number' | 'stock_exception' | 'price_review'>
}) {
  const { t } = useTranslation('orders')
  if (!order.offline_number) return null
  return (
    <>
      <ToneTag tone="draft">{t('offline.tag', { number: order.offline_number })}</ToneTag>
      {order.stock_exception && <ToneTag tone="warning">{t('offline.stockException')}</ToneTag>}
      {order.price_review && <ToneTag tone="warning">{t('offline.priceReview')}</ToneTag>}
    </>
  )
}
