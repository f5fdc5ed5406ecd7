import type { StockTransfer } from '@sms/contract'
import { Steps } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/dates.ts'

/** Who did a step and when, or nothing yet. */
const byWhom = (name: string | null, at: string | null) =>
  at ? `${name ?? '—'} · ${formatDate(at)}` : undefined

/** The progress of a transfer as steps; a cancelled one stops where it was, marked as such. */
export function TransferSteps({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation('stock')
  const order = ['requested', 'approved', 'in_transit', 'received'] as const
  const reached =
    transfer.status === 'cancelled' ? (transfer.approved_at ? 1 : 0) : order.indexOf(transfer.status)
  const items = [
    {
      title: t('transfers.stepRequested'),
      description: byWhom(transfer.created_by_name, transfer.created_at),
    },
    {
      title: t('transfers.stepApproved'),
      description: byWhom(transfer.approved_by_name, transfer.approved_at),
    },
    {
      title: t('transfers.stepDispatched'),
      description: byWhom(transfer.dispatched_by_name, transfer.dispatched_at),
    },
    {
      title: t('transfers.stepReceived'),
      description: byWhom(transfer.received_by_name, transfer.received_at),
    },
  ]
  if (transfer.status === 'cancelled') {
    items.splice(reached + 1, items.length, {
      title: t('transfers.stepCancelled'),
      description: byWhom(transfer.cancelled_by_name, transfer.cancelled_at),
    })
  }
  return (
    <Steps
      aria-label={t('transfers.steps')}
      current={transfer.status === 'cancelled' ? reached + 1 : reached}
      status={
        transfer.status === 'cancelled' ? 'error' : transfer.status === 'received' ? 'finish' : 'process'
      }
      items={items}
      responsive
    />
  )
}
