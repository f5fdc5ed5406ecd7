import { INVOICEABLE_STAGES, type OrderDetail, type OrderStage } from '@sms/contract'
import { App, Button, Flex, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../lib/api/action-key.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { type OrderCommand, useOrderAction } from '../api/orders-api.ts'
import { PaymentModal, ReasonModal } from './order-action-dialogs.tsx'
import { ReturnDialog } from './return-dialog.tsx'

type Open = 'payment' | 'cancel' | 'invoice' | 'return' | null

/**
 * What may be done to the order now, each behind its permission: approve, move along SALES.md's stages, add a
 * payment, cancel with a reason, issue the invoice, return goods. The server decides (`next_stages`, 4xx with a
 * code); the buttons only offer what it would accept.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const { message, modal } = App.useApp()
  const describeError = useErrorMessage()
  const session = useSession()
  const can = (permission: string) => hasPermission(session, permission)
  const action = useOrderAction(order.id)
  const keys = useActionKeys()
  const [open, setOpen] = useState<Open>(null)

  const approved = order.approved_at !== null
  const cancelled = order.stage === 'cancelled'
  const moves = order.next_stages.filter((s) => s !== 'cancelled')

  /**
   * One click, one request: a second click while it runs is dropped, and the same command again (a retry) reuses
   * its key, so the server applies it once.
   */
  const { run: send, busy } = useSubmitOnce(async (command: OrderCommand, success: string) => {
    try {
      await action.mutateAsync({ action: command, key: keys.keyFor(command) })
      keys.done()
      void message.success(success)
      setOpen(null)
      return true
    } catch (e) {
      void message.error(describeError(e))
      return false
    }
  })

  const move = (to: OrderStage) => {
    const label = t(`stages.${to}`)
    if (to === 'order_completed' && order.payment_status !== 'paid') {
      if (!can('orders.approve'))
        return void send({ kind: 'transition', body: { to } }, t('actions.moved', { stage: label }))
      return void modal.confirm({
        title: t('actions.writeOff'),
        okText: t('actions.ok'),
        cancelText: t('actions.close'),
        onOk: () =>
          send({ kind: 'transition', body: { to, write_off: true } }, t('actions.moved', { stage: label })),
      })
    }
    void send({ kind: 'transition', body: { to } }, t('actions.moved', { stage: label }))
  }

  return (
    <Flex gap={8} wrap data-testid="order-actions">
      {!approved && !cancelled && can('orders.approve') && (
        <Button
          type="primary"
          loading={busy}
          data-testid="order-approve"
          onClick={() => void send({ kind: 'approve' }, t('actions.approved'))}
        >
          {t('actions.approve')}
        </Button>
      )}
      {approved &&
        can('orders.edit') &&
        moves.map((to) => (
          <Button key={to} loading={busy} onClick={() => move(to)} data-testid={`move-${to}`}>
            {t('actions.moveTo', { stage: t(`stages.${to}`) })}
          </Button>
        ))}
      {approved &&
        !cancelled &&
        ['unpaid', 'partial'].includes(order.payment_status) &&
        can('orders.edit') && (
          <Button onClick={() => setOpen('payment')} data-testid="add-payment">
            {t('actions.addPayment')}
          </Button>
        )}
      {approved && !order.invoice && INVOICEABLE_STAGES.includes(order.stage) && can('invoices.generate') && (
        <Button onClick={() => setOpen('invoice')} data-testid="issue-invoice">
          {t('actions.issueInvoice')}
        </Button>
      )}
      {approved &&
        !cancelled &&
        order.lines.some((l) => l.returned_quantity < l.quantity) &&
        can('pos.create') && (
          <Button onClick={() => setOpen('return')} data-testid="order-return">
            {t('actions.return')}
          </Button>
        )}
      {order.next_stages.includes('cancelled') && can('orders.cancel') && (
        <Button danger onClick={() => setOpen('cancel')} data-testid="order-cancel">
          {t('actions.cancel')}
        </Button>
      )}

      {open === 'payment' && (
        <PaymentModal
          dueUsd={order.due_usd}
          dueKhr={order.due_khr}
          busy={busy}
          onClose={() => setOpen(null)}
          onSave={(body) => send({ kind: 'payment', body }, t('actions.paymentCreated'))}
        />
      )}
      {open === 'cancel' && (
        <ReasonModal
          title={t('actions.cancel')}
          label={t('actions.cancelReason')}
          busy={busy}
          onClose={() => setOpen(null)}
          onSave={(reason) => send({ kind: 'cancel', body: { reason } }, t('actions.cancelled'))}
        />
      )}
      <Modal
        open={open === 'invoice'}
        title={t('actions.issueInvoice')}
        okText={t('actions.issueInvoice')}
        okButtonProps={{ 'data-testid': 'invoice-ok' }}
        cancelText={t('actions.close')}
        confirmLoading={busy}
        onCancel={() => setOpen(null)}
        onOk={() => void send({ kind: 'invoice', body: {} }, t('actions.issueInvoice'))}
        destroyOnHidden
      >
        {t('invoices.tax')} / {t('invoices.commercial')}
      </Modal>
      {open === 'return' && <ReturnDialog order={order} onClose={() => setOpen(null)} />}
    </Flex>
  )
}
