import { customersResource, type OrderSummary, storesResource } from '@sms/contract'
import { App, Button, Card, Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ReferenceName } from '../../../components/resource/cells.tsx'
import { useActionKeys } from '../../../lib/api/action-key.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useApproveOrder, useReviewList } from '../api/orders-api.ts'
import { useMoney } from '../components/use-money.ts'

/** `/orders/review`: open orders waiting for a user with orders.approve; approving takes their stock. */
export function OrdersReviewPage() {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const money = useMoney()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const list = useReviewList()
  const approve = useApproveOrder()
  const waiting = (list.data?.data ?? []).filter((o) => o.approved_at === null)

  const keys = useActionKeys()
  // One approval per click: a second click while it is sent is dropped; a retry reuses the order's key.
  const { run: onApprove } = useSubmitOnce(async (order: OrderSummary) => {
    try {
      await approve.mutateAsync({ id: order.id, key: keys.keyFor(order.id) })
      keys.done()
      void message.success(t('review.approved', { number: order.number ?? `#${order.id}` }))
    } catch (e) {
      void message.error(describeError(e))
    }
  })

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('review.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('review.intro')}</Typography.Paragraph>
      <Card>
        <Table<OrderSummary>
          rowKey="id"
          data-testid="review-table"
          dataSource={waiting}
          loading={list.isFetching && !list.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('review.empty')}</Typography.Text> }}
          columns={[
            {
              key: 'number',
              title: t('columns.number'),
              render: (_, o) => <Link to={to(`/orders/${o.id}`)}>{o.number ?? `#${o.id}`}</Link>,
            },
            { key: 'date', title: t('columns.date'), render: (_, o) => formatDateTime(o.created_at) },
            {
              key: 'store',
              title: t('columns.store'),
              render: (_, o) => <ReferenceName reference={{ contract: storesResource }} id={o.store_id} />,
            },
            {
              key: 'customer',
              title: t('columns.customer'),
              render: (_, o) =>
                o.customer_id ? (
                  <ReferenceName
                    reference={{ contract: customersResource, label: (c) => String(c.name) }}
                    id={o.customer_id}
                  />
                ) : (
                  t('walkIn')
                ),
            },
            {
              key: 'usd',
              title: t('columns.totalUsd'),
              align: 'right',
              render: (_, o) => money.usd(o.total_usd),
            },
            {
              key: 'khr',
              title: t('columns.totalKhr'),
              align: 'right',
              render: (_, o) => money.khr(o.total_khr),
            },
            {
              key: 'approve',
              title: t('review.approve'),
              render: (_, o) => (
                <Button
                  type="primary"
                  loading={approve.isPending && approve.variables?.id === o.id}
                  onClick={() => void onApprove(o)}
                >
                  {t('review.approve')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
