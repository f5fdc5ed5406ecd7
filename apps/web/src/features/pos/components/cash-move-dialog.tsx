import { cashMoveSchema } from '@sms/contract'
import { Alert, App, Form, Input, Radio } from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { moveCash } from '../api/pos-api.ts'
import { useTill } from '../screens/till-store.ts'

type Values = Omit<z.input<typeof cashMoveSchema>, 'amount'> & { amount: number | null }
const START: Values = { direction: 'out', currency: 'USD', amount: null, reason: '' }

/** Cash put into or taken out of the drawer during the shift, with its reason: the contract's cash move. */
export function CashMoveDialog() {
  const { t } = useTranslation('pos')
  const { shift, closeDialog } = useTill()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const form = useForm<Values, unknown, z.output<typeof cashMoveSchema>>({
    resolver: schemaResolver(cashMoveSchema),
    defaultValues: START,
  })
  const [error, setError] = useState<string | null>(null)
  if (!shift) return null
  const submit = form.handleSubmit(async (body) => {
    setError(null)
    try {
      await moveCash(shift.id, body)
      closeDialog()
      void message.success(t('shift.moved'))
    } catch (e) {
      setError(describeError(e))
    }
  })
  const { control } = form
  return (
    <FormModal
      open
      title={t('shift.cashMoveTitle')}
      onCancel={closeDialog}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      okText={t('shift.save')}
      cancelText={t('dialogs.cancel')}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form layout="vertical" component={false}>
        <FieldFrame control={control} name="direction" idPrefix="cash-move">
          {({ value, onChange }) => (
            <Radio.Group
              optionType="button"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              options={[
                { value: 'in', label: t('shift.in') },
                { value: 'out', label: t('shift.out') },
              ]}
            />
          )}
        </FieldFrame>
        <FieldFrame control={control} name="currency" idPrefix="cash-move" label={t('shift.currency')}>
          {({ value, onChange }) => (
            <Radio.Group
              optionType="button"
              value={value}
              onChange={(e) => {
                onChange(e.target.value)
                // An amount means nothing in the other currency: it is typed again, not converted.
                form.setValue('amount', null)
              }}
              options={[
                { value: 'USD', label: '$' },
                { value: 'KHR', label: '៛' },
              ]}
            />
          )}
        </FieldFrame>
        <FieldFrame control={control} name="amount" idPrefix="cash-move" label={t('payment.amount')} required>
          {(field) => (
            // The app's one amount parser: "7,35" is $7.35, Khmer digits count, and text it cannot read is
            // said under the field once the cashier moves on, never guessed.
            <MoneyInput {...field} currency={form.watch('currency')} autoFocus />
          )}
        </FieldFrame>
        <FieldFrame control={control} name="reason" idPrefix="cash-move" label={t('shift.reason')} required>
          {({ value, ...field }) => <Input {...field} value={value ?? ''} maxLength={200} />}
        </FieldFrame>
      </Form>
    </FormModal>
  )
}
