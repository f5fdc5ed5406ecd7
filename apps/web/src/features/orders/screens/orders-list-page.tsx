import { PlusOutlined } from '@ant-design/icons'
import { ORDER_STAGES, type OrderSummary, PAYMENT_STATUSES, storesResource } from '@sms/contract'
import { Button, Card, Flex, Input, Select, type TableColumnsType, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { DrillFilterTags, useDrillFilters } from '../../../components/drill-filters.tsx'
import { ReferenceName } from '../../../components/resource/cells.tsx'
import { ListTable } from '../../../components/resource/list-table.tsx'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useUrlState } from '../../../lib/navigation/use-url-state.ts'
import { useOrderList } from '../api/orders-api.ts'
import { CUSTOMER_REFERENCE, useOrderColumns } from '../components/order-columns.tsx'
import { OfflineTags, PaymentStatusTag, StageTag } from '../components/order-tags.tsx'

/**
 * `/orders`: every sale and open order of the user's stores, newest first, by stage and payment status. It
 * follows its stores' `private-orders.{id}` (app/live/live-events.ts): a sale at any till shows up without a reload. A report's
 * drill-down opens it with list filters in the address (`filter[created_at][gte]=…`), shown as tags.
 */
export function OrdersListPage() {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const navigate = useNavigate()
  const orderColumns = useOrderColumns()
  const { values, page, perPage, set, paging } = useUrlState(['stage', 'payment', 'review', 'q'])
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' })
  if (values.stage) query.set('filter[stage][equals]', values.stage)
  if (values.payment) query.set('filter[payment_status][equals]', values.payment)
  // Offline sales a manager should look into (decision 0031): stock taken below zero, prices that differ.
  if (values.review === 'stock_exception' || values.review === 'price_review')
    query.set(`filter[${values.review}][equals]`, 'true')
  if (values.q) query.set('q', values.q)
  const drill = useDrillFilters()
  drill.applyTo(query)
  const list = useOrderList(query.toString())
  const rows = list.data?.data ?? []

  const columns: TableColumnsType<OrderSummary> = [
    {
      key: 'number',
      title: t('columns.number'),
      render: (_, row) => (
        <>
          <Link to={to(`/orders/${row.id}`)}>{row.number ?? `#${row.id}`}</Link> <OfflineTags order={row} />
        </>
      ),
    },
    orderColumns.date,
    orderColumns.store,
    { key: 'cashier', title: t('columns.cashier'), render: (_, row) => row.cashier_name ?? '—' },
    orderColumns.customer,
    {
      key: 'stage',
      title: t('columns.stage'),
      render: (_, row) => <StageTag stage={row.stage} approved={row.approved_at !== null} />,
    },
    {
      key: 'payment',
      title: t('columns.paymentStatus'),
      render: (_, row) => <PaymentStatusTag status={row.payment_status} />,
    },
    orderColumns.usd,
    orderColumns.khr,
  ]

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Can permission="orders.create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to('/orders/create'))}>
            {t('create.button')}
          </Button>
        </Can>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
        <Flex wrap gap={12} align="center">
          <Input.Search
            aria-label={t('filters.search')}
            placeholder={t('filters.search')}
            defaultValue={values.q}
            allowClear
            onSearch={(q) => set({ q })}
            style={{ width: 240 }}
          />
          <Select
            aria-label={t('filters.stageFilter')}
            placeholder={t('filters.stageFilter')}
            allowClear
            value={values.stage || null}
            onChange={(stage) => set({ stage })}
            options={ORDER_STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
            style={{ width: 220 }}
          />
          <Select
            aria-label={t('filters.paymentFilter')}
            placeholder={t('filters.paymentFilter')}
            allowClear
            value={values.payment || null}
            onChange={(payment) => set({ payment })}
            options={PAYMENT_STATUSES.filter((s) => s !== 'onhold').map((s) => ({
              value: s,
              label: t(`payment.${s}`),
            }))}
            style={{ width: 200 }}
          />
          <Select
            aria-label={t('offline.reviewFilter')}
            placeholder={t('offline.reviewFilter')}
            allowClear
            value={values.review || null}
            onChange={(review) => set({ review })}
            options={[
              { value: 'stock_exception', label: t('offline.stockExceptionFilter') },
              { value: 'price_review', label: t('offline.priceReviewFilter') },
            ]}
            style={{ width: 200 }}
          />
        </Flex>
        <DrillFilterTags
          filters={drill}
          labels={{
            store_id: t('columns.store'),
            cashier_id: t('columns.cashier'),
            customer_id: t('columns.customer'),
            stage: t('columns.stage'),
            payment_status: t('columns.paymentStatus'),
          }}
          renderValue={(field, value) => {
            const id = Number(value)
            if (field === 'store_id')
              return <ReferenceName reference={{ contract: storesResource }} id={id} />
            if (field === 'customer_id') return <ReferenceName reference={CUSTOMER_REFERENCE} id={id} />
            // Every row is that cashier's: the first names them.
            if (field === 'cashier_id') return rows.find((row) => row.cashier_id === id)?.cashier_name ?? null
            return null
          }}
        />
        <ListTable<OrderSummary>
          list={list}
          loadFailed={t('loadFailed')}
          paging={paging}
          rowKey="id"
          data-testid="orders-table"
          columns={columns}
          // The table stays while a live event refreshes it; only the first load shows the spinner.
          loading={list.isFetching && !list.data}
          emptyText={t('empty')}
        />
      </Card>
    </Flex>
  )
}
