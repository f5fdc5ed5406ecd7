import { CloseOutlined, EditOutlined, InboxOutlined, LeftOutlined, SendOutlined } from '@ant-design/icons'
import type { PurchaseOrder } from '@sms/contract'
import { Alert, App, Button, Card, Descriptions, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { LoadError } from '../../../components/load-error.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { hasPermission, type Session } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { usePurchaseOrder, usePurchaseOrderAction } from '../api/purchasing-api.ts'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { totalCents } from '../components/purchase-lines.ts'
import { Quantity } from '../components/quantity.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreName } from '../components/store-name.tsx'

type Line = PurchaseOrder['lines'][number]
type Receipt = PurchaseOrder['receipts'][number]

/** What the draft's hint asks of the viewer: only a user allowed to send it is told to send it. */
function draftHintKey(session: Session | null) {
  if (hasPermission(session, 'purchase-orders.approve')) return 'orders.draftHint'
  if (hasPermission(session, 'purchase-orders.edit')) return 'orders.draftHintEditor'
  return 'orders.draftHintReader'
}

const who = (name: string | null, at: string | null) => `${name ?? '—'} · ${at ? formatDate(at) : '—'}`

/**
 * `/stocks/purchase-orders/:id`: the order with what has arrived of each line and its receipts; a draft is
 * edited or sent, an open order received or cancelled (before anything arrived).
 */
export function PurchaseOrderPage() {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const { modal, message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const lang = useLang()
  const id = Number(useParams().id)
  const order = usePurchaseOrder(id)
  const act = usePurchaseOrderAction(id)
  const [keys] = useState(() => ({ order: crypto.randomUUID(), cancel: crypto.randomUUID() }))
  const describeError = useStockErrorMessage()
  const tag = i18n.language
  const data = order.data
  const session = useSession()

  const confirm = (action: 'order' | 'cancel') =>
    modal.confirm({
      title: t(action === 'order' ? 'orders.sendConfirm' : 'orders.cancelConfirm'),
      okText: t(action === 'order' ? 'orders.send' : 'orders.cancelOrder'),
      cancelText: t('orders.keep'),
      okButtonProps: { danger: action === 'cancel' },
      onOk: () =>
        act.mutateAsync({ body: action, key: keys[action] }).then(
          () => {
            message.success(t(action === 'order' ? 'orders.sent' : 'orders.cancelled'))
          },
          () => undefined,
        ),
    })

  const lineColumns: TableColumnsType<Line> = [
    {
      key: 'product',
      title: t('stock:lines.product'),
      render: (_, line) => (
        <Flex vertical>
          <span>{localizedName({ name_en: line.product_name_en, name_kh: line.product_name_kh }, lang)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.sku}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'ordered',
      title: t('orders.ordered'),
      align: 'right',
      render: (_, line) => <Quantity value={line.quantity} />,
    },
    {
      key: 'received',
      title: t('orders.received'),
      align: 'right',
      render: (_, line) => <Quantity value={line.received_quantity} />,
    },
    {
      key: 'remaining',
      title: t('orders.remaining'),
      align: 'right',
      render: (_, line) => <Quantity value={line.remaining_quantity} />,
    },
    {
      key: 'cost',
      title: t('orders.unitCost'),
      align: 'right',
      render: (_, line) => formatUsd(line.unit_cost_usd, tag),
    },
    {
      key: 'total',
      title: t('orders.lineTotal'),
      align: 'right',
      render: (_, line) =>
        formatUsd(totalCents([{ quantity: String(line.quantity), cents: line.unit_cost_usd }]), tag),
    },
  ]

  const receiptColumns: TableColumnsType<Receipt> = [
    {
      key: 'id',
      title: t('orders.id'),
      render: (_, receipt) => (
        <Link to={to(`/stocks/receipts/${receipt.id}`)}>
          {t('stock:document.stock-receipt', { id: receipt.id })}
        </Link>
      ),
    },
    { key: 'date', title: t('orders.date'), render: (_, receipt) => formatDate(receipt.created_at) },
    { key: 'by', title: t('receipts.receivedBy'), render: (_, receipt) => receipt.created_by_name ?? '—' },
    { key: 'note', title: t('orders.note'), render: (_, receipt) => receipt.note ?? '—' },
    {
      key: 'total',
      title: t('orders.total'),
      align: 'right',
      render: (_, receipt) => formatUsd(receipt.total_usd, tag),
    },
  ]

  const isOpen = data?.status === 'ordered' || data?.status === 'partially_received'
  const mayCancel = data?.status === 'draft' || data?.status === 'ordered'

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to={to('/stocks/purchase-orders')}>
          <LeftOutlined aria-hidden /> {t('orders.back')}
        </Link>
      </div>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('orders.number', { id })}
        </Typography.Title>
        {data && (
          <Flex gap={8} wrap>
            {mayCancel && (
              <Can permission="purchase-orders.cancel">
                <Button danger icon={<CloseOutlined />} onClick={() => confirm('cancel')}>
                  {t('orders.cancelOrder')}
                </Button>
              </Can>
            )}
            {data.status === 'draft' && (
              <Can permission="purchase-orders.edit">
                <Button
                  icon={<EditOutlined />}
                  onClick={() => navigate(to(`/stocks/purchase-orders/${id}/edit`))}
                >
                  {t('orders.edit')}
                </Button>
              </Can>
            )}
            {data.status === 'draft' && (
              <Can permission="purchase-orders.approve">
                <Button type="primary" icon={<SendOutlined />} onClick={() => confirm('order')}>
                  {t('orders.send')}
                </Button>
              </Can>
            )}
            {isOpen && (
              <Can permission="stock-receipts.create">
                <Button
                  type="primary"
                  icon={<InboxOutlined />}
                  onClick={() => navigate(to(`/stocks/purchase-orders/${id}/receive`))}
                >
                  {t('orders.receive')}
                </Button>
              </Can>
            )}
          </Flex>
        )}
      </Flex>
      <LoadError query={order} title={t('orders.loadFailed')} />
      {act.isError && <Alert type="error" showIcon title={describeError(act.error)} />}
      {data?.status === 'draft' && (
        <Alert type="info" showIcon title={t(draftHintKey(session))} data-testid="draft-hint" />
      )}
      {data && (
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              {
                key: 'status',
                label: t('orders.status'),
                children: <DocumentStatusTag status={data.status} />,
              },
              { key: 'supplier', label: t('orders.supplier'), children: data.supplier_name },
              { key: 'store', label: t('orders.store'), children: <StoreName id={data.store_id} /> },
              {
                key: 'expected',
                label: t('orders.expectedDate'),
                children: data.expected_date ? formatDate(data.expected_date) : '—',
              },
              { key: 'total', label: t('orders.total'), children: formatUsd(data.total_usd, tag) },
              {
                key: 'created',
                label: t('orders.createdBy'),
                children: who(data.created_by_name, data.created_at),
              },
              ...(data.ordered_at
                ? [
                    {
                      key: 'ordered',
                      label: t('orders.orderedBy'),
                      children: who(data.ordered_by_name, data.ordered_at),
                    },
                  ]
                : []),
              ...(data.cancelled_at
                ? [
                    {
                      key: 'cancelled',
                      label: t('orders.cancelledBy'),
                      children: who(data.cancelled_by_name, data.cancelled_at),
                    },
                  ]
                : []),
              ...(data.note ? [{ key: 'note', label: t('orders.note'), children: data.note }] : []),
            ]}
          />
        </Card>
      )}
      <Card title={t('orders.lines')}>
        <Table<Line>
          rowKey="id"
          columns={lineColumns}
          dataSource={data?.lines ?? []}
          loading={order.isLoading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {data && data.receipts.length > 0 && (
        <Card title={t('orders.receipts')}>
          <Table<Receipt>
            rowKey="id"
            columns={receiptColumns}
            dataSource={data.receipts}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </Flex>
  )
}
