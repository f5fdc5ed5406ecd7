import { type PurchaseOrder, type PurchaseOrderInput, suppliersResource } from '@sms/contract'
import { Alert, App, Col, Flex, Form, Spin, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { DateInput } from '../../../components/resource/widgets/date-input.tsx'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useCreatePurchaseOrder, useEditPurchaseOrder, usePurchaseOrder } from '../api/purchasing-api.ts'
import { DocumentField, DocumentForm, NoteField, useDocumentErrors } from '../components/document-form.tsx'
import { totalCents } from '../components/purchase-lines.ts'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import {
  findLineProblems,
  type LineProduct,
  newLineKey,
  type StockLine,
  toLineInputs,
} from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'
import { WorkStoreSelect } from '../components/store-select.tsx'

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

/** What a line picked from `/api/products` knows beyond the line's needs: its current (average) cost. */
const productCost = (product: LineProduct) =>
  'cost_usd' in product && typeof product.cost_usd === 'number' ? product.cost_usd : null

function linesOf(order: PurchaseOrder): { lines: StockLine[]; costs: Map<string, number | null> } {
  const costs = new Map<string, number | null>()
  const lines = order.lines.map((line) => {
    const key = newLineKey()
    costs.set(key, line.unit_cost_usd)
    return {
      key,
      product: {
        id: line.product_id,
        name_en: line.product_name_en,
        name_kh: line.product_name_kh,
        sku: line.sku,
        barcode: null,
        is_lot_tracked: line.is_lot_tracked,
      },
      quantity: String(line.quantity),
      lot_number: '',
      expiry_date: null,
    }
  })
  return { lines, costs }
}

function PurchaseOrderForm({ order }: { order: PurchaseOrder | null }) {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const ids = { supplier: useId(), store: useId(), expected: useId(), note: useId(), lines: useId() }
  const [initial] = useState(() => (order ? linesOf(order) : { lines: [], costs: new Map() }))
  const [supplierId, setSupplierId] = useState<number | null>(order?.supplier_id ?? null)
  const [storeId, setStoreId] = useState<number | null>(order?.store_id ?? null)
  const [expectedDate, setExpectedDate] = useState<string | null>(order?.expected_date ?? null)
  const [note, setNote] = useState(order?.note ?? '')
  const [lines, setLines] = useState<StockLine[]>(initial.lines)
  // A line's cost: what was typed, else the product's current cost when it was picked.
  const [costs, setCosts] = useState<Map<string, number | null>>(initial.costs)
  const [submitted, setSubmitted] = useState(false)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const create = useCreatePurchaseOrder()
  const edit = useEditPurchaseOrder(order?.id ?? 0)
  const write = order ? edit : create
  const { allowLeave } = useLeaveGuard(!order && (lines.length > 0 || note.trim() !== ''))
  const tag = i18n.language
  const lang = useLang()

  const costOf = (line: StockLine) =>
    costs.has(line.key) ? (costs.get(line.key) ?? null) : productCost(line.product)
  const problems = findLineProblems(lines)
  const { fields, lineErrors, failure } = useDocumentErrors(write.error, lines, problems, submitted)
  const missingCost = new Set(lines.filter((line) => costOf(line) === null).map((line) => line.key))
  const missing = {
    supplier: submitted && supplierId === null ? t('orders.supplierRequired') : fields.get('supplier_id'),
    store: submitted && storeId === null ? t('stock:adjustments.storeRequired') : fields.get('store_id'),
    lines: submitted && lines.length === 0 ? t('stock:lines.required') : undefined,
  }
  // A cost typed so that it cannot be read for sure is NaN: its input says why, and nothing is sent.
  const unreadableCost = lines.some((line) => Number.isNaN(costOf(line)))
  const total = totalCents(lines.map((line) => ({ quantity: line.quantity, cents: costOf(line) })))

  const save = () => {
    setSubmitted(true)
    if (
      supplierId === null ||
      storeId === null ||
      lines.length === 0 ||
      problems.size > 0 ||
      missingCost.size > 0 ||
      unreadableCost
    )
      return
    const body: PurchaseOrderInput = {
      supplier_id: supplierId,
      store_id: storeId,
      expected_date: expectedDate,
      note: note.trim() || null,
      lines: toLineInputs(lines).map((line, i) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        unit_cost_usd: costOf(lines[i] as StockLine) ?? 0,
      })),
    }
    write.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (saved) => {
          allowLeave()
          message.success(t(order ? 'orders.saved' : 'orders.created', { id: saved.id }))
          navigate(to(`/stocks/purchase-orders/${saved.id}`))
        },
      },
    )
  }

  return (
    <DocumentForm
      title={order ? t('orders.editTitle', { id: order.id }) : t('orders.create')}
      pending={write.isPending}
      onSave={save}
      failure={failure}
      alerts={
        <>
          <Flex justify="end" style={{ marginBottom: 16 }}>
            <Typography.Text strong>
              {t('orders.total')}: {formatUsd(total, tag)}
            </Typography.Text>
          </Flex>
          {submitted && (problems.size > 0 || missingCost.size > 0) && (
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
      <DocumentField half label={t('orders.supplier')} id={ids.supplier} error={missing.supplier}>
        <ReferenceSelect
          id={ids.supplier}
          reference={{ contract: suppliersResource, label: (record) => String(record.name) }}
          value={supplierId}
          onChange={setSupplierId}
          placeholder={t('orders.supplierPlaceholder')}
        />
      </DocumentField>
      <DocumentField half label={t('orders.store')} id={ids.store} error={missing.store}>
        <WorkStoreSelect id={ids.store} value={storeId} onChange={setStoreId} pickOnlyStore />
      </DocumentField>
      <Col xs={24} md={12}>
        <Form.Item label={t('orders.expectedDate')} htmlFor={ids.expected}>
          <DateInput id={ids.expected} value={expectedDate} onChange={setExpectedDate} />
        </Form.Item>
      </Col>
      <NoteField half label={t('orders.note')} id={ids.note} value={note} onChange={setNote} />
      <DocumentField
        label={t('orders.lines')}
        id={ids.lines}
        error={missing.lines}
        extra={t('orders.linesHint')}
      >
        <StockLinesInput
          id={ids.lines}
          value={lines}
          onChange={setLines}
          errors={lineErrors}
          disabled={write.isPending}
          extraColumns={[
            {
              key: 'unit_cost',
              title: t('orders.unitCost'),
              width: 150,
              render: (line) => {
                const name = localizedName(line.product, lang)
                const isMissing = submitted && missingCost.has(line.key)
                return (
                  <Flex vertical gap={2}>
                    <MoneyInput
                      currency="USD"
                      aria-label={t('orders.unitCostOf', { name })}
                      value={costOf(line)}
                      status={isMissing ? 'error' : undefined}
                      onChange={(cents) => setCosts((current) => new Map(current).set(line.key, cents))}
                    />
                    {isMissing && (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {t('orders.unitCostRequired')}
                      </Typography.Text>
                    )}
                  </Flex>
                )
              },
            },
            {
              key: 'line_total',
              title: t('orders.lineTotal'),
              align: 'right',
              width: 120,
              render: (line) => {
                const cents = costOf(line)
                return cents === null ? '—' : formatUsd(totalCents([{ quantity: line.quantity, cents }]), tag)
              },
            },
          ]}
        />
      </DocumentField>
    </DocumentForm>
  )
}
