import { LeftOutlined } from '@ant-design/icons'
import type { PurchaseOrder, ReceiveInput } from '@sms/contract'
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Spin, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { localizedName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { usePurchaseOrder, useReceive } from '../api/purchasing-api.ts'
import { useLineProblemTexts } from '../components/line-problems.tsx'
import { overReceived, totalCents } from '../components/purchase-lines.ts'
import { Quantity } from '../components/quantity.tsx'
import { splitDocumentErrors, useStockErrorMessage } from '../components/stock-errors.ts'
import { findLineProblems, newLineKey, type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput } from '../components/stock-lines-input.tsx'
import { StoreName } from '../components/store-name.tsx'

type OrderLine = PurchaseOrder['lines'][number]

/** `/stocks/purchase-orders/:id/receive`: what arrived of an open order, with lots, expiry dates and costs. */
export function PurchaseOrderReceivePage() {
  const id = Number(useParams().id)
  const order = usePurchaseOrder(id)
  const describeError = useStockErrorMessage()
  if (order.isError) return <Alert type="error" showIcon title={describeError(order.error)} />
  if (!order.data) return <Spin />
  return <ReceiveForm order={order.data} />
}

/** Every line still to come, with all of it: the usual delivery brings what was ordered. */
const startingLines = (order: PurchaseOrder): StockLine[] =>
  order.lines
    .filter((line) => line.remaining_quantity > 0)
    .map((line) => ({
      key: newLineKey(),
      product: {
        id: line.product_id,
        name_en: line.product_name_en,
        name_kh: line.product_name_kh,
        sku: line.sku,
        barcode: null,
        is_lot_tracked: line.is_lot_tracked,
      },
      quantity: String(line.remaining_quantity),
      lot_number: '',
      expiry_date: null,
    }))

function ReceiveForm({ order }: { order: PurchaseOrder }) {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const { t: tAny } = useResourceI18n()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const lang = useLang()
  const ids = { note: useId(), lines: useId() }
  const [lines, setLines] = useState<StockLine[]>(() => startingLines(order))
  const [costs, setCosts] = useState(new Map<string, number | null>())
  const [note, setNote] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState(false)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const receive = useReceive(order.id)
  const describeError = useStockErrorMessage()
  const problemTexts = useLineProblemTexts()
  const { allowLeave } = useLeaveGuard(touched)
  const tag = i18n.language
  const open = order.status === 'ordered' || order.status === 'partially_received'

  const orderLineOf = (line: StockLine): OrderLine | undefined =>
    order.lines.find((candidate) => candidate.product_id === line.product.id)
  const costOf = (line: StockLine) =>
    costs.has(line.key) ? (costs.get(line.key) ?? null) : (orderLineOf(line)?.unit_cost_usd ?? null)

  const problems = findLineProblems(lines, { withLots: true })
  const notOrdered = lines.filter((line) => !orderLineOf(line)).map((line) => line.key)
  const over = overReceived(lines, (line) => orderLineOf(line)?.remaining_quantity)
  const server = splitDocumentErrors(receive.error, lines, tAny)
  const lineErrors = new Map([
    ...server.lines,
    ...(submitted ? problemTexts(problems) : []),
    ...over.map((key) => [key, t('receive.overReceived')] as const),
    ...notOrdered.map((key) => [key, t('receive.notOrdered')] as const),
  ])
  const failure =
    receive.error && server.lines.size === 0 && server.fields.size === 0
      ? describeError(
          receive.error,
          lines.map((line) => line.product),
        )
      : null
  // A cost typed so that it cannot be read for sure is NaN: its input says why, and nothing is sent.
  const unreadableCost = lines.some((line) => Number.isNaN(costOf(line)))
  const blocked = problems.size > 0 || over.length > 0 || notOrdered.length > 0 || unreadableCost
  const total = totalCents(lines.map((line) => ({ quantity: line.quantity, cents: costOf(line) })))

  const save = () => {
    setSubmitted(true)
    if (lines.length === 0 || blocked) return
    const inputs = toLineInputs(lines, { withLots: true })
    const body: ReceiveInput = {
      note: note.trim() || null,
      lines: lines.map((line, i) => ({
        purchase_order_line_id: orderLineOf(line)?.id ?? 0,
        quantity: inputs[i]?.quantity ?? 0,
        lot_number: inputs[i]?.lot_number ?? null,
        expiry_date: inputs[i]?.expiry_date ?? null,
        unit_cost_usd: costOf(line),
      })),
    }
    receive.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (received) => {
          allowLeave()
          const receipt = received.receipts.at(-1)
          message.success(t('receive.done', { id: receipt?.id ?? '' }))
          navigate(to(`/stocks/purchase-orders/${order.id}`))
        },
      },
    )
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={to(`/stocks/purchase-orders/${order.id}`)}>
          <LeftOutlined aria-hidden /> {t('receive.back', { id: order.id })}
        </Link>
      </div>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('receive.title', { id: order.id })}
      </Typography.Title>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'supplier', label: t('orders.supplier'), children: order.supplier_name },
            { key: 'store', label: t('orders.store'), children: <StoreName id={order.store_id} /> },
            { key: 'total', label: t('receive.total'), children: formatUsd(total, tag) },
          ]}
        />
      </Card>
      {!open && <Alert type="warning" showIcon title={t('receive.notOpen')} />}
      <Card>
        <Form
          layout="vertical"
          component="div"
          disabled={receive.isPending || !open}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save()
          }}
        >
          <Form.Item
            label={t('receive.lines')}
            htmlFor={ids.lines}
            required
            extra={t('receive.linesHint')}
            validateStatus={submitted && lines.length === 0 ? 'error' : undefined}
            help={submitted && lines.length === 0 ? t('stock:lines.required') : undefined}
          >
            <StockLinesInput
              id={ids.lines}
              value={lines}
              onChange={(next) => {
                setTouched(true)
                setLines(next)
              }}
              withLots
              quantityLabel={t('receive.quantity')}
              errors={lineErrors}
              disabled={receive.isPending || !open}
              extraColumns={[
                {
                  key: 'remaining',
                  title: t('orders.remaining'),
                  align: 'right',
                  width: 90,
                  render: (line) => {
                    const ordered = orderLineOf(line)
                    return ordered ? <Quantity value={ordered.remaining_quantity} /> : '—'
                  },
                },
                {
                  key: 'unit_cost',
                  title: t('orders.unitCost'),
                  width: 130,
                  render: (line) => (
                    <MoneyInput
                      currency="USD"
                      aria-label={t('orders.unitCostOf', { name: localizedName(line.product, lang) })}
                      value={costOf(line)}
                      onChange={(cents) => {
                        setTouched(true)
                        setCosts((current) => new Map(current).set(line.key, cents))
                      }}
                    />
                  ),
                },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('orders.note')} htmlFor={ids.note}>
            <Input.TextArea
              id={ids.note}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('receive.notePlaceholder')}
              maxLength={500}
              autoSize={{ minRows: 1, maxRows: 4 }}
            />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          {submitted && blocked && (
            <Alert
              type="error"
              showIcon
              title={t('stock:adjustments.fixLines')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(to(`/stocks/purchase-orders/${order.id}`))}>
              {t('orders.cancelForm')}
            </Button>
            <Button type="primary" onClick={save} loading={receive.isPending}>
              {t('receive.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  )
}
