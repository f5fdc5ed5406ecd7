import { type StockTransferInput, stockTransferInputSchema } from '@sms/contract'
import { Alert, App, Col } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { FormIssue } from '../../../components/resource/body-resolver.ts'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useWorkStores } from '../api/stock-api.ts'
import { useCreateTransfer } from '../api/transfers-api.ts'
import { AnyStoreSelect } from '../components/any-store-select.tsx'
import { DocumentField, DocumentForm, NoteField } from '../components/document-form.tsx'
import { hasLineChecks, lineIssues, useLineErrors } from '../components/line-problems.tsx'
import { useFailureText } from '../components/stock-errors.ts'
import { type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'

type Values = { from_store_id: number | null; to_store_id: number | null; note: string; lines: StockLine[] }

/** A transfer goes between two stores; the contract cannot say so, the form does. */
function checkTransfer(values: Values): FormIssue[] {
  const same = values.from_store_id !== null && values.from_store_id === values.to_store_id
  return [...(same ? [{ path: 'to_store_id', code: 'same_store' }] : []), ...lineIssues(values.lines)]
}

/** `/stocks/transfer/create`: from which store to which, a note and the scanned products with quantities. */
export function TransferFormPage() {
  const { t } = useTranslation('stock')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const create = useCreateTransfer()
  const workStores = useWorkStores().data
  const failureText = useFailureText()
  const lineErrors = useLineErrors()
  const { form, save, failure } = useDocumentForm<Values, StockTransferInput, { id: number }>({
    defaultValues: { from_store_id: null, to_store_id: null, note: '', lines: [] },
    schema: stockTransferInputSchema,
    check: checkTransfer,
    toBody: (values) => ({
      from_store_id: values.from_store_id as number,
      to_store_id: values.to_store_id as number,
      note: values.note.trim() || null,
      lines: toLineInputs(values.lines),
    }),
    send: (body, key) => create.mutateAsync({ body, key }),
    serverFields: ['from_store_id', 'to_store_id', 'note', 'lines'],
    onSaved: (transfer) => {
      allowLeave()
      message.success(t('transfers.created', { id: transfer.id }))
      navigate(to(`/stocks/transfer/${transfer.id}`))
    },
  })
  const { control, formState, trigger } = form
  const [fromId, toId, note, lines] = form.watch(['from_store_id', 'to_store_id', 'note', 'lines'])
  const { allowLeave } = useLeaveGuard(lines.length > 0 || note.trim() !== '')
  // Two stores picked: whether they are the same is said at once, not only when saving.
  useEffect(() => {
    if (fromId !== null && toId !== null) void trigger('to_store_id')
  }, [fromId, toId, trigger])

  const mine = (id: number | null) => id !== null && (workStores ?? []).some((store) => store.id === id)
  const notYours =
    fromId !== null && toId !== null && workStores !== undefined && !mine(fromId) && !mine(toId)

  return (
    <DocumentForm
      title={t('transfers.create')}
      pending={create.isPending}
      onSave={() => void save()}
      failure={failureText(failure, lines)}
      alerts={
        hasLineChecks(formState.errors) && (
          <Alert type="error" showIcon title={t('transfers.fixLines')} style={{ marginBottom: 16 }} />
        )
      }
      cancel={{ label: t('transfers.cancel'), path: '/stocks/transfer' }}
      saveLabel={t('transfers.save')}
    >
      <DocumentField
        half
        control={control}
        name="from_store_id"
        idPrefix="transfer"
        label={t('transfers.from')}
        errorKeys={{ 'validation.required': 'stock:transfers.fromRequired' }}
      >
        {({ id, value, onChange, status }) => (
          <AnyStoreSelect
            id={id}
            value={value}
            onChange={onChange}
            status={status}
            placeholder={t('store.placeholder')}
          />
        )}
      </DocumentField>
      <DocumentField
        half
        control={control}
        name="to_store_id"
        idPrefix="transfer"
        label={t('transfers.to')}
        errorKeys={{
          'validation.required': 'stock:transfers.toRequired',
          same_store: 'stock:transfers.sameStore',
        }}
      >
        {({ id, value, onChange, status }) => (
          <AnyStoreSelect
            id={id}
            value={value}
            onChange={onChange}
            status={status}
            placeholder={t('store.placeholder')}
          />
        )}
      </DocumentField>
      {notYours && (
        <Col span={24}>
          <Alert type="warning" showIcon title={t('transfers.notYours')} style={{ marginBottom: 16 }} />
        </Col>
      )}
      <NoteField
        control={control}
        name="note"
        idPrefix="transfer"
        label={t('transfers.note')}
        placeholder={t('transfers.notePlaceholder')}
      />
      <DocumentField
        control={control}
        name="lines"
        idPrefix="transfer"
        label={t('transfers.lines')}
        errorKeys={{ too_small: 'stock:lines.required' }}
        extra={t('transfers.linesHint')}
      >
        {({ id, value, onChange }) => (
          <StockLinesInput
            id={id}
            value={value}
            onChange={onChange}
            errors={lineErrors(formState.errors, value)}
            disabled={create.isPending}
          />
        )}
      </DocumentField>
    </DocumentForm>
  )
}
