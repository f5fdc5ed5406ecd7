import { Alert, App, Col } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useWorkStores } from '../api/stock-api.ts'
import { useCreateTransfer } from '../api/transfers-api.ts'
import { AnyStoreSelect } from '../components/any-store-select.tsx'
import { DocumentField, DocumentForm, NoteField, useDocumentErrors } from '../components/document-form.tsx'
import { findLineProblems, type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'

/** `/stocks/transfer/create`: from which store to which, a note and the scanned products with quantities. */
export function TransferFormPage() {
  const { t } = useTranslation('stock')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const ids = { from: useId(), to: useId(), note: useId(), lines: useId() }
  const [fromId, setFromId] = useState<number | null>(null)
  const [toId, setToId] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<StockLine[]>([])
  const [submitted, setSubmitted] = useState(false)
  // One key per form: a second click or a retry after a lost answer cannot make a second transfer.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const create = useCreateTransfer()
  const workStores = useWorkStores().data
  const { allowLeave } = useLeaveGuard(lines.length > 0 || note.trim() !== '')

  const problems = findLineProblems(lines)
  const { fields, lineErrors, failure } = useDocumentErrors(create.error, lines, problems, submitted)
  const sameStore = fromId !== null && fromId === toId
  const mine = (id: number | null) => id !== null && (workStores ?? []).some((store) => store.id === id)
  const notYours =
    fromId !== null && toId !== null && workStores !== undefined && !mine(fromId) && !mine(toId)
  const missing = {
    from: submitted && fromId === null ? t('transfers.fromRequired') : fields.get('from_store_id'),
    to:
      submitted && toId === null
        ? t('transfers.toRequired')
        : sameStore
          ? t('transfers.sameStore')
          : fields.get('to_store_id'),
    lines: submitted && lines.length === 0 ? t('lines.required') : undefined,
  }

  const save = () => {
    setSubmitted(true)
    if (fromId === null || toId === null || sameStore || lines.length === 0 || problems.size > 0) return
    const body = {
      from_store_id: fromId,
      to_store_id: toId,
      note: note.trim() || null,
      lines: toLineInputs(lines),
    }
    create.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (transfer) => {
          allowLeave()
          message.success(t('transfers.created', { id: transfer.id }))
          navigate(to(`/stocks/transfer/${transfer.id}`))
        },
      },
    )
  }

  return (
    <DocumentForm
      title={t('transfers.create')}
      pending={create.isPending}
      onSave={save}
      failure={failure}
      alerts={
        submitted &&
        problems.size > 0 && (
          <Alert type="error" showIcon title={t('transfers.fixLines')} style={{ marginBottom: 16 }} />
        )
      }
      cancel={{ label: t('transfers.cancel'), path: '/stocks/transfer' }}
      saveLabel={t('transfers.save')}
    >
      <DocumentField half label={t('transfers.from')} id={ids.from} error={missing.from}>
        <AnyStoreSelect
          id={ids.from}
          value={fromId}
          onChange={setFromId}
          status={missing.from ? 'error' : undefined}
          placeholder={t('store.placeholder')}
        />
      </DocumentField>
      <DocumentField half label={t('transfers.to')} id={ids.to} error={missing.to}>
        <AnyStoreSelect
          id={ids.to}
          value={toId}
          onChange={setToId}
          status={missing.to ? 'error' : undefined}
          placeholder={t('store.placeholder')}
        />
      </DocumentField>
      {notYours && (
        <Col span={24}>
          <Alert type="warning" showIcon title={t('transfers.notYours')} style={{ marginBottom: 16 }} />
        </Col>
      )}
      <NoteField
        label={t('transfers.note')}
        id={ids.note}
        value={note}
        onChange={setNote}
        placeholder={t('transfers.notePlaceholder')}
      />
      <DocumentField
        label={t('transfers.lines')}
        id={ids.lines}
        error={missing.lines}
        extra={t('transfers.linesHint')}
      >
        <StockLinesInput
          id={ids.lines}
          value={lines}
          onChange={setLines}
          errors={lineErrors}
          disabled={create.isPending}
        />
      </DocumentField>
    </DocumentForm>
  )
}
