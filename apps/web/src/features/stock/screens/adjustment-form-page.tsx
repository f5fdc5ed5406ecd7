import { ADJUSTMENT_REASONS, type AdjustmentReason } from '@sms/contract'
import { Alert, App, Select } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useCreateAdjustment } from '../api/adjustments-api.ts'
import { DocumentField, DocumentForm, NoteField, useDocumentErrors } from '../components/document-form.tsx'
import { TAKING_OUT } from '../components/reasons.ts'
import { findLineProblems, type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'
import { WorkStoreSelect } from '../components/store-select.tsx'

/** `/stocks/adjustments/create`: a store, a reason, a note and the scanned lines with signed quantities. */
export function AdjustmentFormPage() {
  const { t } = useTranslation('stock')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const ids = { store: useId(), reason: useId(), note: useId(), lines: useId() }
  const [storeId, setStoreId] = useState<number | null>(null)
  const [reason, setReason] = useState<AdjustmentReason | null>(null)
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<StockLine[]>([])
  const [submitted, setSubmitted] = useState(false)
  // One key per form: a second click or a retry after a lost answer cannot make a second adjustment.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const create = useCreateAdjustment()
  const { allowLeave } = useLeaveGuard(lines.length > 0 || note.trim() !== '')

  const problems = findLineProblems(lines, { signed: true, withLots: true })
  const { fields, lineErrors, failure } = useDocumentErrors(create.error, lines, problems, submitted)
  const missing = {
    store: submitted && storeId === null ? t('adjustments.storeRequired') : fields.get('store_id'),
    reason: submitted && reason === null ? t('adjustments.reasonRequired') : fields.get('reason'),
    lines: submitted && lines.length === 0 ? t('lines.required') : undefined,
  }

  const save = () => {
    setSubmitted(true)
    if (storeId === null || reason === null || lines.length === 0 || problems.size > 0) return
    const body = {
      store_id: storeId,
      reason,
      note: note.trim() || null,
      lines: toLineInputs(lines, { withLots: true }),
    }
    create.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (adjustment) => {
          allowLeave()
          const key = adjustment.status === 'posted' ? 'adjustments.posted' : 'adjustments.pending'
          message.success(t(key, { id: adjustment.id }))
          navigate(to(`/stocks/adjustments/${adjustment.id}`))
        },
      },
    )
  }

  return (
    <DocumentForm
      title={t('adjustments.create')}
      pending={create.isPending}
      onSave={save}
      failure={failure}
      alerts={
        submitted &&
        problems.size > 0 && (
          <Alert type="error" showIcon title={t('adjustments.fixLines')} style={{ marginBottom: 16 }} />
        )
      }
      cancel={{ label: t('adjustments.cancel'), path: '/stocks/adjustments' }}
      saveLabel={t('adjustments.save')}
    >
      <DocumentField half label={t('adjustments.store')} id={ids.store} error={missing.store}>
        <WorkStoreSelect id={ids.store} value={storeId} onChange={setStoreId} pickOnlyStore />
      </DocumentField>
      <DocumentField half label={t('adjustments.reason')} id={ids.reason} error={missing.reason}>
        <Select<AdjustmentReason>
          id={ids.reason}
          value={reason ?? undefined}
          onChange={setReason}
          placeholder={t('adjustments.reasonPlaceholder')}
          options={ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
        />
      </DocumentField>
      <NoteField
        label={t('adjustments.note')}
        id={ids.note}
        value={note}
        onChange={setNote}
        placeholder={t('adjustments.notePlaceholder')}
      />
      <DocumentField
        label={t('adjustments.lines')}
        id={ids.lines}
        error={missing.lines}
        extra={
          reason && TAKING_OUT.has(reason)
            ? t('adjustments.outHint', { reason: t(`reason.${reason}`) })
            : t('adjustments.signHint')
        }
      >
        <StockLinesInput
          id={ids.lines}
          value={lines}
          onChange={setLines}
          signed
          withLots
          errors={lineErrors}
          disabled={create.isPending}
        />
      </DocumentField>
    </DocumentForm>
  )
}
