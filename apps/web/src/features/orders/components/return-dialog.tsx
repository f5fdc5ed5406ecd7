import { type OrderDetail, returnRequestSchema } from '@sms/contract'
import { App, Flex, Form, Input, Typography } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
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

// The reason the contract requires of a return; the lines and the refund are the return draft's.
const reasonSchema = z.object({ reason: returnRequestSchema.shape.reason })
type Values = z.input<typeof reasonSchema>

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
  const form = useForm<Values, unknown, z.output<typeof reasonSchema>>({
    resolver: schemaResolver(reasonSchema),
    defaultValues: { reason: '' },
  })
  const refund = draft.refundFor(draft.dueKhr)
  // Nothing to return is said under the form once OK was pressed; the reason says so on its own field.
  const noLines = form.formState.isSubmitted && draft.lines.length === 0

  // One return per click: a second click while it is sent is dropped.
  const { run: save, busy } = useSubmitOnce(async ({ reason }: z.output<typeof reasonSchema>) => {
    if (draft.lines.length === 0) return
    await sendReturn(
      (body, key) => action.mutateAsync({ action: { kind: 'return', body }, key }),
      (due) => ({ lines: draft.lines, refund: draft.refundFor(due), reason }),
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
    <FormModal
      open
      width={760}
      title={t('actions.return')}
      okText={t('actions.return')}
      cancelText={t('actions.close')}
      busy={busy}
      onCancel={props.onClose}
      onSubmit={form.handleSubmit(async (values) => void (await save(values)))}
    >
      <Form layout="vertical" component={false}>
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
          <FieldFrame
            control={form.control}
            name="reason"
            idPrefix="return"
            label={t('actions.reason')}
            required
            style={{ marginBottom: 0 }}
          >
            {({ value, ...field }) => (
              <Input.TextArea {...field} value={value ?? ''} rows={2} maxLength={500} />
            )}
          </FieldFrame>
          {noLines && <Typography.Text type="danger">{t('actions.required')}</Typography.Text>}
        </Flex>
      </Form>
    </FormModal>
  )
}
