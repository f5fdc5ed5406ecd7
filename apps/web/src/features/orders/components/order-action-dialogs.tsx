import { zodResolver } from '@hookform/resolvers/zod'
import {
  cancelOrderRequestSchema,
  type OrderPaymentRequest,
  orderPaymentRequestSchema,
  TENDER_METHODS,
} from '@sms/contract'
import { Form, Input, Radio, Select } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { resourceErrorMap } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'

type Payment = z.output<typeof orderPaymentRequestSchema>
// The amount is null while empty and NaN while unreadable: the contract's schema refuses both.
type PaymentValues = Omit<OrderPaymentRequest, 'amount'> & { amount: number | null }

type PaymentProps = {
  /** What is still due in cents, and in riel at the order's rate: the amount each currency starts with. */
  dueUsd: number
  dueKhr: number
  busy: boolean
  onClose: () => void
  onSave: (body: Payment) => Promise<unknown>
}

/** A payment on the order, validated as the server will (`POST /api/orders/{id}/payments`). */
export function PaymentModal({ dueUsd, dueKhr, busy, onClose, onSave }: PaymentProps) {
  const { t } = useTranslation('orders')
  const form = useForm<PaymentValues, unknown, Payment>({
    resolver: schemaResolver(orderPaymentRequestSchema),
    defaultValues: { method: 'cash', currency: 'USD', amount: dueUsd, reference: '' },
  })
  const { control } = form
  return (
    <FormModal
      open
      title={t('actions.addPayment')}
      okText={t('actions.addPayment')}
      okButtonProps={{ 'data-testid': 'payment-ok' }}
      cancelText={t('actions.close')}
      busy={busy}
      onCancel={onClose}
      onSubmit={form.handleSubmit(async (body) => void (await onSave(body)))}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <FieldFrame control={control} name="method" idPrefix="payment" label={t('actions.method')} required>
          {({ value, onChange, onBlur, ref, id, status }) => (
            <Select
              id={id}
              ref={ref}
              status={status}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              options={TENDER_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            />
          )}
        </FieldFrame>
        <FieldFrame control={control} name="currency" idPrefix="payment" label={t('actions.currency')}>
          {({ value, onChange }) => (
            <Radio.Group
              value={value}
              onChange={(event) => {
                const currency = event.target.value as PaymentValues['currency']
                onChange(currency)
                // Switching currency switches the amount due ($1.73 is 7,093 ៛ at the order's rate), selected
                // so that typing replaces it instead of adding to it.
                form.setValue('amount', currency === 'KHR' ? dueKhr : dueUsd)
                requestAnimationFrame(() => form.setFocus('amount'))
              }}
              options={['USD', 'KHR'].map((c) => ({ value: c, label: c }))}
              optionType="button"
            />
          )}
        </FieldFrame>
        <FieldFrame control={control} name="amount" idPrefix="payment" label={t('actions.amount')} required>
          {(field) => (
            <MoneyInput {...field} currency={form.watch('currency')} data-testid="payment-amount" />
          )}
        </FieldFrame>
        <FieldFrame control={control} name="reference" idPrefix="payment" label={t('actions.reference')}>
          {({ value, ...field }) => <Input {...field} value={value ?? ''} maxLength={100} />}
        </FieldFrame>
      </Form>
    </FormModal>
  )
}

// Cancelling says why: the contract's reason (the refund, when one is due, is the server's to ask for).
const reasonSchema = cancelOrderRequestSchema.pick({ reason: true })
type Reason = z.output<typeof reasonSchema>

type ReasonProps = {
  title: string
  label: string
  busy: boolean
  onClose: () => void
  onSave: (reason: string) => Promise<unknown>
}

/** A reason typed before a final step (cancelling the order). */
export function ReasonModal({ title, label, busy, onClose, onSave }: ReasonProps) {
  const { t } = useTranslation('orders')
  const form = useForm<z.input<typeof reasonSchema>, unknown, Reason>({
    resolver: zodResolver(reasonSchema, { error: resourceErrorMap }),
    defaultValues: { reason: '' },
  })
  return (
    <FormModal
      open
      title={title}
      okText={t('actions.ok')}
      okButtonProps={{ danger: true, 'data-testid': 'reason-ok' }}
      cancelText={t('actions.close')}
      busy={busy}
      onCancel={onClose}
      onSubmit={form.handleSubmit(async ({ reason }) => void (await onSave(reason)))}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <FieldFrame control={form.control} name="reason" idPrefix="order-cancel" label={label} required>
          {({ value, ...field }) => (
            <Input.TextArea {...field} value={value ?? ''} rows={3} maxLength={500} />
          )}
        </FieldFrame>
      </Form>
    </FormModal>
  )
}
