import type { OrderDetail } from '@sms/contract'
import { Card, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { ToneTag } from '../../../components/tone-tag.tsx'
import { formatDateTime } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { StageTag } from './order-tags.tsx'
import { useMoney } from './use-money.ts'

type Line = OrderDetail['lines'][number]
type Payment = OrderDetail['tenders'][number]
type CreditNote = OrderDetail['returns'][number]
type StageChange = OrderDetail['stage_history'][number]

const empty = (text: string) => ({ emptyText: <Typography.Text type="secondary">{text}</Typography.Text> })
const quantity = (q: number) => String(Number(q.toFixed(3)))

export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const lang = useLang()
  const money = useMoney()
  return (
    <Card title={t('detail.lines')} size="small">
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        columns={[
          { key: 'no', title: '#', render: (_, l) => l.line_no },
          { key: 'sku', title: t('detail.sku'), render: (_, l) => l.sku },
          { key: 'name', title: t('detail.product'), render: (_, l) => localizedName(l, lang) },
          { key: 'qty', title: t('detail.quantity'), align: 'right', render: (_, l) => quantity(l.quantity) },
          {
            key: 'returned',
            title: t('detail.returned'),
            align: 'right',
            render: (_, l) => (l.returned_quantity > 0 ? quantity(l.returned_quantity) : '—'),
          },
          {
            key: 'price',
            title: t('detail.unitPrice'),
            align: 'right',
            render: (_, l) =>
              l.list_price_usd === null ? (
                money.usd(l.unit_price_usd)
              ) : (
                // An offline line charged another price than the shop's then: both, for the manager's review.
                <span data-testid="price-review">
                  {money.usd(l.unit_price_usd)}{' '}
                  <ToneTag tone="warning">
                    {t('offline.listPrice', { price: money.usd(l.list_price_usd) })}
                  </ToneTag>
                </span>
              ),
          },
          {
            key: 'discount',
            title: t('detail.discount'),
            align: 'right',
            render: (_, l) => {
              const off = l.line_discount_usd + l.order_discount_usd
              return off > 0 ? `-${money.usd(off)}` : '—'
            },
          },
          {
            key: 'amount',
            title: t('detail.amount'),
            align: 'right',
            render: (_, l) => money.usd(l.amount_usd),
          },
        ]}
      />
    </Card>
  )
}

export function OrderPayments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const money = useMoney()
  return (
    <Card title={t('detail.payments')} size="small">
      <Table<Payment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.tenders}
        locale={empty(t('detail.noPayments'))}
        columns={[
          { key: 'when', title: t('detail.when'), render: (_, p) => formatDateTime(p.created_at) },
          { key: 'kind', title: t('detail.kind'), render: (_, p) => t(`kinds.${p.kind}`) },
          { key: 'method', title: t('detail.method'), render: (_, p) => t(`methods.${p.method}`) },
          {
            key: 'amount',
            title: t('detail.amount'),
            align: 'right',
            render: (_, p) => money.amount(p.amount, p.currency),
          },
          { key: 'khr', title: '៛', align: 'right', render: (_, p) => money.khr(p.amount_khr) },
          { key: 'ref', title: t('detail.reference'), render: (_, p) => p.reference ?? '—' },
        ]}
      />
    </Card>
  )
}

export function OrderReturns({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const money = useMoney()
  return (
    <Card title={t('detail.returns')} size="small">
      <Table<CreditNote>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.returns}
        locale={empty(t('detail.noReturns'))}
        columns={[
          {
            key: 'number',
            title: t('detail.creditNote'),
            render: (_, c) => <Link to={to(`/credit-notes/${c.id}`)}>{c.number}</Link>,
          },
          { key: 'when', title: t('detail.when'), render: (_, c) => formatDateTime(c.created_at) },
          { key: 'reason', title: t('detail.reason'), render: (_, c) => c.reason ?? '—' },
          { key: 'by', title: t('detail.by'), render: (_, c) => c.created_by_name ?? '—' },
          { key: 'approved', title: t('detail.approvedBy'), render: (_, c) => c.approved_by_name ?? '—' },
          { key: 'usd', title: t('detail.total'), align: 'right', render: (_, c) => money.usd(c.total_usd) },
          { key: 'khr', title: '៛', align: 'right', render: (_, c) => money.khr(c.total_khr) },
        ]}
      />
    </Card>
  )
}

export function StageHistory({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  return (
    <Card title={t('detail.history')} size="small">
      <Table<StageChange>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.stage_history}
        locale={empty(t('detail.noHistory'))}
        columns={[
          { key: 'when', title: t('detail.when'), render: (_, s) => formatDateTime(s.created_at) },
          {
            key: 'from',
            title: t('detail.from'),
            render: (_, s) => (s.from_stage ? <StageTag stage={s.from_stage} /> : '—'),
          },
          { key: 'to', title: t('detail.to'), render: (_, s) => <StageTag stage={s.to_stage} /> },
          { key: 'by', title: t('detail.by'), render: (_, s) => s.created_by_name ?? '—' },
          { key: 'reason', title: t('detail.reason'), render: (_, s) => s.reason ?? '—' },
        ]}
      />
    </Card>
  )
}
