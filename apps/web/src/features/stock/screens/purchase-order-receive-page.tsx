import { type PurchaseOrder, type ReceiveInput, receiveInputSchema } from '@sms/contract'
import { Alert, App, Card, Descriptions, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { usePurchaseOrder, useReceive } from '../api/purchasing-api.ts'
import { DocumentField, DocumentForm, NoteField } from '../components/document-form.tsx'
import { LineCostInput } from '../components/line-cost-input.tsx'
import { hasLineChecks, useLineErrors } from '../components/line-problems.tsx'
import { totalCents } from '../components/purchase-lines.ts'
import { Quantity } from '../components/quantity.tsx'
import {
  checkReceipt,
  orderLineOf,
  type ReceiveValues,
  receiveCostOf,
  receiveProblems,
  startingReceipt,
  toReceiveBody,
} from '../components/receive-values.ts'
import { useFailureText, useStockErrorMessage } from '../components/stock-errors.ts'
import type { StockLine } from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'
import { StoreName } from '../components/store-name.tsx'

/** `/stocks/purchase-orders/:id/receive`: what arrived of an open order, with lots, expiry dates and costs. */
export function PurchaseOrderReceivePage() {
  const id = Number(useParams().id)
  const order = usePurchaseOrder(id)
  const describeError = useStockErrorMessage()
  if (order.isError) return <Alert type="error" showIcon title={describeError(order.error)} />
  if (!order.data) return <Spin />
  return <ReceiveForm order={order.data} />
}

/** The server's word for a line over what is still to come, in the page's. */
const SERVER_TEXTS = { over_received: 'purchasing:receive.overReceived' }

function ReceiveForm({ order }: { order: PurchaseOrder }) {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const receive = useReceive(order.id)
  const failureText = useFailureText()
  const lineErrors = useLineErrors(SERVER_TEXTS)
  const { form, save, failure } = useDocumentForm<ReceiveValues, ReceiveInput, PurchaseOrder>({
    defaultValues: startingReceipt(order),
    schema: receiveInputSchema,
    check: (values) => checkReceipt(order, values),
    toBody: (values) => toReceiveBody(order, values),
    send: (body, key) => receive.mutateAsync({ body, key }),
    serverFields: ['note', 'lines'],
    onSaved: (received) => {
      allowLeave()
      const receipt = received.receipts.at(-1)
      message.success(t('receive.done', { id: receipt?.id ?? '' }))
      navigate(to(`/stocks/purchase-orders/${order.id}`))
    },
  })
  const { control, formState, setValue, trigger } = form
  const [lines, costs] = form.watch(['lines', 'costs'])
  const { allowLeave } = useLeaveGuard(formState.isDirty)
  const open = order.status === 'ordered' || order.status === 'partially_received'
  const costOf = (line: StockLine) => receiveCostOf(order, costs, line)
  const total = totalCents(lines.map((line) => ({ quantity: line.quantity, cents: costOf(line) })))
  // A product not on the order, or more than is still to come, is said as it is typed, not only on saving.
  const onOrder = receiveProblems(order, lines)
  const setCost = (key: string, cents: number | null) => {
    setValue('costs', { ...form.getValues('costs'), [key]: cents }, { shouldDirty: true })
    if (formState.isSubmitted) void trigger('lines')
  }

  return (
    <DocumentForm
      title={t('receive.title', { id: order.id })}
      back={{ label: t('receive.back', { id: order.id }), path: `/stocks/purchase-orders/${order.id}` }}
      header={
        <>
          <Card>
            <Descriptions
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'supplier', label: t('orders.supplier'), children: order.supplier_name },
                { key: 'store', label: t('orders.store'), children: <StoreName id={order.store_id} /> },
                { key: 'total', label: t('receive.total'), children: formatUsd(total, i18n.language) },
              ]}
            />
          </Card>
          {!open && <Alert type="warning" showIcon title={t('receive.notOpen')} />}
        </>
      }
      pending={receive.isPending}
      disabled={!open}
      onSave={() => void save()}
      failure={failureText(failure, lines)}
      alerts={
        hasLineChecks(formState.errors) && (
          <Alert type="error" showIcon title={t('stock:adjustments.fixLines')} style={{ marginBottom: 16 }} />
        )
      }
      cancel={{ label: t('orders.cancelForm'), path: `/stocks/purchase-orders/${order.id}` }}
      saveLabel={t('receive.save')}
    >
      <DocumentField
        control={control}
        name="lines"
        idPrefix="receive"
        label={t('receive.lines')}
        errorKeys={{ too_small: 'stock:lines.required' }}
        extra={t('receive.linesHint')}
      >
        {({ id, value, onChange }) => (
          <StockLinesInput
            id={id}
            value={value}
            onChange={onChange}
            withLots
            quantityLabel={t('receive.quantity')}
            errors={
              new Map([
                ...lineErrors(formState.errors, value, ['unit_cost_usd']),
                ...[...onOrder].map(([key, code]) => [key, t(code as 'receive.overReceived')] as const),
              ])
            }
            disabled={receive.isPending || !open}
            extraColumns={[
              {
                key: 'remaining',
                title: t('orders.remaining'),
                align: 'right',
                width: 90,
                render: (line) => {
                  const ordered = orderLineOf(order, line)
                  return ordered ? <Quantity value={ordered.remaining_quantity} /> : '—'
                },
              },
              {
                key: 'unit_cost',
                title: t('orders.unitCost'),
                width: 130,
                render: (line, index) => (
                  <LineCostInput
                    line={line}
                    index={index}
                    errors={formState.errors}
                    value={costOf(line)}
                    onChange={(cents) => setCost(line.key, cents)}
                  />
                ),
              },
            ]}
          />
        )}
      </DocumentField>
      <NoteField
        control={control}
        name="note"
        idPrefix="receive"
        label={t('orders.note')}
        placeholder={t('receive.notePlaceholder')}
      />
    </DocumentForm>
  )
}
