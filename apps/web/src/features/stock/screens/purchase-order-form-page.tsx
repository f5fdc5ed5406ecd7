import { type PurchaseOrder, type PurchaseOrderInput, suppliersResource } from '@sms/contract'
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Spin, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { localizedName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { DateInput } from '../../../components/resource/widgets/date-input.tsx'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useCreatePurchaseOrder, useEditPurchaseOrder, usePurchaseOrder } from '../api/purchasing-api.ts'
import { totalCents } from '../components/purchase-lines.ts'
import { splitDocumentErrors, useStockErrorMessage } from '../components/stock-errors.ts'
import {
  findLineProblems,
  type LineProduct,
  newLineKey,
  type StockLine,
  toLineInputs,
} from '../components/stock-lines.ts'
import { StockLinesInput, useLineProblemTexts } from '../components/stock-lines-input.tsx'
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
  const { t: tAny } = useResourceI18n()
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
  const describeError = useStockErrorMessage()
  const problemTexts = useLineProblemTexts()
  const { allowLeave } = useLeaveGuard(!order && (lines.length > 0 || note.trim() !== ''))
  const tag = i18n.language
  const lang = useLang()

  const costOf = (line: StockLine) =>
    costs.has(line.key) ? (costs.get(line.key) ?? null) : productCost(line.product)
  const problems = findLineProblems(lines)
  const server = splitDocumentErrors(write.error, lines, tAny)
  const lineErrors = new Map([...server.lines, ...(submitted ? problemTexts(problems) : [])])
  const missingCost = new Set(lines.filter((line) => costOf(line) === null).map((line) => line.key))
  const missing = {
    supplier:
      submitted && supplierId === null ? t('orders.supplierRequired') : server.fields.get('supplier_id'),
    store:
      submitted && storeId === null ? t('stock:adjustments.storeRequired') : server.fields.get('store_id'),
    lines: submitted && lines.length === 0 ? t('stock:lines.required') : undefined,
  }
  const failure =
    write.error && server.lines.size === 0 && server.fields.size === 0
      ? describeError(
          write.error,
          lines.map((line) => line.product),
        )
      : null
  const total = totalCents(lines.map((line) => ({ quantity: line.quantity, cents: costOf(line) })))

  const save = () => {
    setSubmitted(true)
    if (
      supplierId === null ||
      storeId === null ||
      lines.length === 0 ||
      problems.size > 0 ||
      missingCost.size > 0
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
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {order ? t('orders.editTitle', { id: order.id }) : t('orders.create')}
      </Typography.Title>
      <Card>
        <Form
          layout="vertical"
          component="div"
          requiredMark
          disabled={write.isPending}
          onKeyDown={(event) => {
            // Ctrl+Enter saves from anywhere; a plain Enter belongs to the scan field and the quantities.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save()
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('orders.supplier')}
                htmlFor={ids.supplier}
                required
                validateStatus={missing.supplier ? 'error' : undefined}
                help={missing.supplier}
              >
                <ReferenceSelect
                  id={ids.supplier}
                  reference={{ contract: suppliersResource, label: (record) => String(record.name) }}
                  value={supplierId}
                  onChange={setSupplierId}
                  placeholder={t('orders.supplierPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('orders.store')}
                htmlFor={ids.store}
                required
                validateStatus={missing.store ? 'error' : undefined}
                help={missing.store}
              >
                <WorkStoreSelect id={ids.store} value={storeId} onChange={setStoreId} pickOnlyStore />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('orders.expectedDate')} htmlFor={ids.expected}>
                <DateInput id={ids.expected} value={expectedDate} onChange={setExpectedDate} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('orders.note')} htmlFor={ids.note}>
                <Input.TextArea
                  id={ids.note}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  maxLength={500}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                label={t('orders.lines')}
                htmlFor={ids.lines}
                required
                validateStatus={missing.lines ? 'error' : undefined}
                help={missing.lines}
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
                              onChange={(cents) =>
                                setCosts((current) => new Map(current).set(line.key, cents))
                              }
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
                        return cents === null
                          ? '—'
                          : formatUsd(totalCents([{ quantity: line.quantity, cents }]), tag)
                      },
                    },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          <Flex justify="end" style={{ marginBottom: 16 }}>
            <Typography.Text strong>
              {t('orders.total')}: {formatUsd(total, tag)}
            </Typography.Text>
          </Flex>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          {submitted && (problems.size > 0 || missingCost.size > 0) && (
            <Alert
              type="error"
              showIcon
              title={t('stock:adjustments.fixLines')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex gap={8} justify="end">
            <Button
              onClick={() =>
                navigate(to(order ? `/stocks/purchase-orders/${order.id}` : '/stocks/purchase-orders'))
              }
            >
              {t('orders.cancelForm')}
            </Button>
            <Button type="primary" onClick={save} loading={write.isPending}>
              {order ? t('orders.saveDraft') : t('orders.createDraft')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  )
}
