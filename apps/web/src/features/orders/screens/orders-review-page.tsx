import type { OrderSummary } from '@sms/contract'
import { App, Button, Card, Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useActionKeys } from '../../../lib/api/action-key.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useApproveOrder, useReviewList } from '../api/orders-api.ts'
import { useOrderColumns } from '../components/order-columns.tsx'

/** `/orders/review`: open orders waiting for a user with orders.approve; approving takes their stock. */
export function OrdersReviewPage() {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const orderColumns = useOrderColumns()
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
            orderColumns.date,
            orderColumns.store,
            orderColumns.customer,
            orderColumns.usd,
            orderColumns.khr,
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
