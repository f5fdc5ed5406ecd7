import type { OrderDetail } from '@sms/contract'
import { App, Flex, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  RefundWayPicker,
  ReturnLinesTable,
  useReturnDraft,
} from '../../../components/returns/return-lines.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { sendReturn } from '../../../lib/order-returns.ts'
import { useOrderAction, useSaleSettings } from '../api/orders-api.ts'
import { useMoney } from './use-money.ts'

/** Goods back from the customer: per line at most what is left, the refund in cash or as paid, a reason. */
export function ReturnDialog(props: { order: OrderDetail; onClose: () => void }) {
  const { order } = props
  const { t } = useTranslation('orders')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const action = useOrderAction(order.id)
  const settings = useSaleSettings().data
  const draft = useReturnDraft(order, {
    step: (settings?.riel_rounding_step ?? 100) as 100 | 500 | 1000,
    mode: settings?.riel_rounding_mode ?? 'nearest',
  })
  const money = useMoney()
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const refund = draft.refundFor(draft.dueKhr)
  const incomplete = draft.lines.length === 0 || !reason.trim()

  // One return per click: a second click while it is sent is dropped.
  const { run: save, busy } = useSubmitOnce(async () => {
    setTried(true)
    if (incomplete) return
    await sendReturn(
      (body, key) => action.mutateAsync({ action: { kind: 'return', body }, key }),
      (due) => ({ lines: draft.lines, refund: draft.refundFor(due), reason: reason.trim() }),
      draft.dueKhr,
      draft.keyFor,
    ).then(
      () => {
        void message.success(t('actions.return'))
        props.onClose()
      },
      (e) => void message.error(describeError(e)),
    )
  })

  return (
    <Modal
      open
      width={760}
      title={t('actions.return')}
      okText={t('actions.return')}
      cancelText={t('actions.close')}
      confirmLoading={busy}
      onCancel={props.onClose}
      onOk={() => void save()}
    >
      <Flex vertical gap={12}>
        <ReturnLinesTable
          order={order}
          draft={draft}
          labels={{
            product: t('detail.product'),
            sold: t('detail.quantity'),
            left: t('actions.left'),
            quantity: t('actions.returnQuantity'),
          }}
        />
        <Flex gap={12} align="center" wrap>
          <Typography.Text>{t('actions.refundMethod')}</Typography.Text>
          <RefundWayPicker
            draft={draft}
            labels={{
              split: `${t('methods.cash')} $ + ៛`,
              khr: `${t('methods.cash')} ៛`,
              usd: `${t('methods.cash')} $`,
              original: t('kinds.tender'),
            }}
          />
          <Typography.Text strong data-testid="refund-amount">
            {refund.map((r) => money.amount(r.amount, r.currency)).join(' + ') || money.usd(0)}
          </Typography.Text>
        </Flex>
        <label htmlFor="return-reason">{t('actions.reason')}</label>
        <Input.TextArea
          id="return-reason"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          status={tried && !reason.trim() ? 'error' : undefined}
        />
        {tried && incomplete && <Typography.Text type="danger">{t('actions.required')}</Typography.Text>}
      </Flex>
    </Modal>
  )
}
