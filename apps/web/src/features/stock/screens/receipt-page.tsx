import { LeftOutlined } from '@ant-design/icons'
import type { StockReceipt } from '@sms/contract'
import { Card, Descriptions, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useReceipt } from '../api/purchasing-api.ts'
import { totalCents } from '../components/purchase-lines.ts'
import { Quantity } from '../components/quantity.tsx'
import { StoreName } from '../components/store-name.tsx'

type Line = StockReceipt['lines'][number]

/** `/stocks/receipts/:id`: one delivery as it was received (where the ledger's receipt movements lead). */
export function ReceiptPage() {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const to = useLocalePath()
  const lang = useLang()
  const id = Number(useParams().id)
  const receipt = useReceipt(id)
  const tag = i18n.language
  const data = receipt.data

  const columns: TableColumnsType<Line> = [
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
      key: 'quantity',
      title: t('stock:lines.quantity'),
      align: 'right',
      render: (_, line) => <Quantity value={line.quantity} />,
    },
    { key: 'lot', title: t('stock:lines.lotNumber'), render: (_, line) => line.lot_number ?? '—' },
    {
      key: 'expiry',
      title: t('stock:lines.expiryDate'),
      render: (_, line) => (line.expiry_date ? formatDate(line.expiry_date) : '—'),
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

  return (
    <Flex vertical gap={16}>
      {data?.purchase_order_id && (
        <div>
          <Link to={to(`/stocks/purchase-orders/${data.purchase_order_id}`)}>
            <LeftOutlined aria-hidden /> {t('receive.back', { id: data.purchase_order_id })}
          </Link>
        </div>
      )}
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('stock:document.stock-receipt', { id })}
      </Typography.Title>
      <LoadError query={receipt} title={t('receipts.loadFailed')} />
      {data && (
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'supplier', label: t('orders.supplier'), children: data.supplier_name ?? '—' },
              { key: 'store', label: t('orders.store'), children: <StoreName id={data.store_id} /> },
              {
                key: 'received',
                label: t('receipts.receivedBy'),
                children: `${data.created_by_name ?? '—'} · ${formatDate(data.created_at)}`,
              },
              { key: 'total', label: t('orders.total'), children: formatUsd(data.total_usd, tag) },
              ...(data.note ? [{ key: 'note', label: t('orders.note'), children: data.note }] : []),
            ]}
          />
        </Card>
      )}
      <Card title={t('orders.lines')}>
        <Table<Line>
          rowKey="id"
          columns={columns}
          dataSource={data?.lines ?? []}
          loading={receipt.isLoading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </Flex>
  )
}
