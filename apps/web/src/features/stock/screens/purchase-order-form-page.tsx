import {
  type PurchaseOrder,
  type PurchaseOrderInput,
  purchaseOrderInputSchema,
  suppliersResource,
} from '@sms/contract'
import { Alert, App, Flex, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { DateInput } from '../../../components/resource/widgets/date-input.tsx'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useCreatePurchaseOrder, useEditPurchaseOrder, usePurchaseOrder } from '../api/purchasing-api.ts'
import { DocumentField, DocumentForm, NoteField, StoreField } from '../components/document-form.tsx'
import { LineCostInput } from '../components/line-cost-input.tsx'
import { hasLineChecks, useLineErrors } from '../components/line-problems.tsx'
import { totalCents } from '../components/purchase-lines.ts'
import {
  checkPurchase,
  costOf,
  type PurchaseOrderValues,
  startingValues,
  toBody,
} from '../components/purchase-order-values.ts'
import { useFailureText, useStockErrorMessage } from '../components/stock-errors.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'

/** `/stocks/purchase-orders/create`: a new draft. */
export function PurchaseOrderCreatePage() {
  return <PurchaseOrderForm order={null} />
}

/** `/stocks/purchase-orders/:id/edit`: a draft's supplier, store, date, note and lines, replaced as a whole. */
export function PurchaseOrderEditPage() {
  const id = Number(useParams().id)
  const order = usePurchaseOrder(id)
  const describeError = useStockErrorMessage()
  if (order.isError) return <Alert type="error" showIcon title={describeError(order.error)} />
  if (!order.data) return <Spin />
  return <PurchaseOrderForm order={order.data} />
}

function PurchaseOrderForm({ order }: { order: PurchaseOrder | null }) {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const create = useCreatePurchaseOrder()
  const edit = useEditPurchaseOrder(order?.id ?? 0)
  const write = order ? edit : create
  const failureText = useFailureText()
  const lineErrors = useLineErrors()
  const { form, save, failure } = useDocumentForm<PurchaseOrderValues, PurchaseOrderInput, PurchaseOrder>({
    defaultValues: startingValues(order),
    schema: purchaseOrderInputSchema,
    check: checkPurchase,
    toBody,
    send: (body, key) => write.mutateAsync({ body, key }),
    serverFields: ['supplier_id', 'store_id', 'expected_date', 'note', 'lines'],
    onSaved: (saved) => {
      allowLeave()
      message.success(t(order ? 'orders.saved' : 'orders.created', { id: saved.id }))
      navigate(to(`/stocks/purchase-orders/${saved.id}`))
    },
  })
  const { control, formState, setValue, trigger } = form
  const [lines, note, costs] = form.watch(['lines', 'note', 'costs'])
  const { allowLeave } = useLeaveGuard(!order && (lines.length > 0 || note.trim() !== ''))
  const tag = i18n.language
  const total = totalCents(lines.map((line) => ({ quantity: line.quantity, cents: costOf(costs, line) })))
  // The costs' problems stand on the lines: once a save was tried, a typed cost checks the lines again.
  const setCost = (key: string, cents: number | null) => {
    setValue('costs', { ...form.getValues('costs'), [key]: cents }, { shouldDirty: true })
    if (formState.isSubmitted) void trigger('lines')
  }

  return (
    <DocumentForm
      title={order ? t('orders.editTitle', { id: order.id }) : t('orders.create')}
      pending={write.isPending}
      onSave={() => void save()}
      failure={failureText(failure, lines)}
      alerts={
        <>
          <Flex justify="end" style={{ marginBottom: 16 }}>
            <Typography.Text strong>
              {t('orders.total')}: {formatUsd(total, tag)}
            </Typography.Text>
          </Flex>
          {hasLineChecks(formState.errors) && (
            <Alert
              type="error"
              showIcon
              title={t('stock:adjustments.fixLines')}
              style={{ marginBottom: 16 }}
            />
          )}
        </>
      }
      cancel={{
        label: t('orders.cancelForm'),
        path: order ? `/stocks/purchase-orders/${order.id}` : '/stocks/purchase-orders',
      }}
      saveLabel={order ? t('orders.saveDraft') : t('orders.createDraft')}
    >
      <DocumentField
        half
        control={control}
        name="supplier_id"
        idPrefix="purchase-order"
        label={t('orders.supplier')}
        errorKeys={{ 'validation.required': 'purchasing:orders.supplierRequired' }}
      >
        {({ id, value, onChange }) => (
          <ReferenceSelect
            id={id}
            reference={{ contract: suppliersResource, label: (record) => String(record.name) }}
            value={value}
            onChange={onChange}
            placeholder={t('orders.supplierPlaceholder')}
          />
        )}
      </DocumentField>
      <StoreField control={control} name="store_id" idPrefix="purchase-order" label={t('orders.store')} />
      <DocumentField
        half
        required={false}
        control={control}
        name="expected_date"
        idPrefix="purchase-order"
        label={t('orders.expectedDate')}
      >
        {({ id, value, onChange }) => <DateInput id={id} value={value} onChange={onChange} />}
      </DocumentField>
      <NoteField half control={control} name="note" idPrefix="purchase-order" label={t('orders.note')} />
      <DocumentField
        control={control}
        name="lines"
        idPrefix="purchase-order"
        label={t('orders.lines')}
        errorKeys={{ too_small: 'stock:lines.required' }}
        extra={t('orders.linesHint')}
      >
        {({ id, value, onChange }) => (
          <StockLinesInput
            id={id}
            value={value}
            onChange={onChange}
            errors={lineErrors(formState.errors, value, ['unit_cost_usd'])}
            disabled={write.isPending}
            extraColumns={[
              {
                key: 'unit_cost',
                title: t('orders.unitCost'),
                width: 150,
                render: (line, index) => (
                  <LineCostInput
                    line={line}
                    index={index}
                    errors={formState.errors}
                    value={costOf(costs, line)}
                    onChange={(cents) => setCost(line.key, cents)}
                  />
                ),
              },
              {
                key: 'line_total',
                title: t('orders.lineTotal'),
                align: 'right',
                width: 120,
                render: (line) => {
                  const cents = costOf(costs, line)
                  return cents === null
                    ? '—'
                    : formatUsd(totalCents([{ quantity: line.quantity, cents }]), tag)
                },
              },
            ]}
          />
        )}
      </DocumentField>
    </DocumentForm>
  )
}
