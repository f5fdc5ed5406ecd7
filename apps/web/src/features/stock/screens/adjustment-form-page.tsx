import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  type StockAdjustmentInput,
  stockAdjustmentInputSchema,
} from '@sms/contract'
import { Alert, App, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useCreateAdjustment } from '../api/adjustments-api.ts'
import { DocumentField, DocumentForm, NoteField, StoreField } from '../components/document-form.tsx'
import { hasLineChecks, lineIssues, useLineErrors } from '../components/line-problems.tsx'
import { TAKING_OUT } from '../components/reasons.ts'
import { useFailureText } from '../components/stock-errors.ts'
import { type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'

type Values = {
  store_id: number | null
  reason: AdjustmentReason | null
  note: string
  lines: StockLine[]
}

const LINES = { signed: true, withLots: true }

/** `/stocks/adjustments/create`: a store, a reason, a note and the scanned lines with signed quantities. */
export function AdjustmentFormPage() {
  const { t } = useTranslation('stock')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const create = useCreateAdjustment()
  const failureText = useFailureText()
  const lineErrors = useLineErrors()
  const { form, save, failure } = useDocumentForm<
    Values,
    StockAdjustmentInput,
    { id: number; status: string }
  >({
    defaultValues: { store_id: null, reason: null, note: '', lines: [] },
    schema: stockAdjustmentInputSchema,
    check: (values) => lineIssues(values.lines, LINES),
    toBody: (values) => ({
      store_id: values.store_id as number,
      reason: values.reason as AdjustmentReason,
      note: values.note.trim() || null,
      lines: toLineInputs(values.lines, { withLots: true }),
    }),
    send: (body, key) => create.mutateAsync({ body, key }),
    serverFields: ['store_id', 'reason', 'note', 'lines'],
    onSaved: (adjustment) => {
      allowLeave()
      const key = adjustment.status === 'posted' ? 'adjustments.posted' : 'adjustments.pending'
      message.success(t(key, { id: adjustment.id }))
      navigate(to(`/stocks/adjustments/${adjustment.id}`))
    },
  })
  const { control, formState } = form
  const [lines, note, reason] = form.watch(['lines', 'note', 'reason'])
  const { allowLeave } = useLeaveGuard(lines.length > 0 || note.trim() !== '')

  return (
    <DocumentForm
      title={t('adjustments.create')}
      pending={create.isPending}
      onSave={() => void save()}
      failure={failureText(failure, lines)}
      alerts={
        hasLineChecks(formState.errors) && (
          <Alert type="error" showIcon title={t('adjustments.fixLines')} style={{ marginBottom: 16 }} />
        )
      }
      cancel={{ label: t('adjustments.cancel'), path: '/stocks/adjustments' }}
      saveLabel={t('adjustments.save')}
    >
      <StoreField control={control} name="store_id" idPrefix="adjustment" label={t('adjustments.store')} />
      <DocumentField
        half
        control={control}
        name="reason"
        idPrefix="adjustment"
        label={t('adjustments.reason')}
        errorKeys={{ 'validation.required': 'stock:adjustments.reasonRequired' }}
      >
        {({ id, value, onChange, onBlur }) => (
          <Select<AdjustmentReason>
            id={id}
            value={value ?? undefined}
            onChange={onChange}
            onBlur={onBlur}
            placeholder={t('adjustments.reasonPlaceholder')}
            options={ADJUSTMENT_REASONS.map((option) => ({ value: option, label: t(`reason.${option}`) }))}
          />
        )}
      </DocumentField>
      <NoteField
        control={control}
        name="note"
        idPrefix="adjustment"
        label={t('adjustments.note')}
        placeholder={t('adjustments.notePlaceholder')}
      />
      <DocumentField
        control={control}
        name="lines"
        idPrefix="adjustment"
        label={t('adjustments.lines')}
        errorKeys={{ too_small: 'stock:lines.required' }}
        extra={
          reason && TAKING_OUT.has(reason)
            ? t('adjustments.outHint', { reason: t(`reason.${reason}`) })
            : t('adjustments.signHint')
        }
      >
        {({ id, value, onChange }) => (
          <StockLinesInput
            id={id}
            value={value}
            onChange={onChange}
            signed
            withLots
            errors={lineErrors(formState.errors, value)}
            disabled={create.isPending}
          />
        )}
      </DocumentField>
    </DocumentForm>
  )
}
