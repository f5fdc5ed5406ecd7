import { PlusOutlined } from '@ant-design/icons'
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderSummary, suppliersResource } from '@sms/contract'
import { Alert, Button, Card, Flex, Segmented, Table, type TableColumnsType, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { usePurchaseOrderList } from '../api/purchasing-api.ts'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreName } from '../components/store-name.tsx'
import { WorkStoreSelect } from '../components/store-select.tsx'
import { numberParam, useSearchState } from '../components/use-search-state.ts'

/** `/stocks/purchase-orders`: newest first, by status, store and supplier. */
export function PurchaseOrdersListPage() {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const navigate = useNavigate()
  const to = useLocalePath()
  const describeError = useStockErrorMessage()
  const [search, setSearch] = useSearchState(['status', 'store', 'supplier', 'page', 'per_page'])
  const page = numberParam(search.page, 1)
  const perPage = numberParam(search.per_page, 20)
  const status = (PURCHASE_ORDER_STATUSES as readonly string[]).includes(search.status) ? search.status : ''
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' })
  if (status) query.set('filter[status][equals]', status)
  if (search.store) query.set('filter[store_id][equals]', search.store)
  if (search.supplier) query.set('filter[supplier_id][equals]', search.supplier)
  const list = usePurchaseOrderList(query.toString())
  const tag = i18n.language

  const columns: TableColumnsType<PurchaseOrderSummary> = [
    {
      key: 'id',
      title: t('orders.id'),
      width: 90,
      render: (_, row) => <Link to={to(`/stocks/purchase-orders/${row.id}`)}>#{row.id}</Link>,
    },
    { key: 'date', title: t('orders.date'), render: (_, row) => formatDate(row.created_at) },
    { key: 'supplier', title: t('orders.supplier'), render: (_, row) => row.supplier_name },
    { key: 'store', title: t('orders.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    {
      key: 'expected',
      title: t('orders.expectedDate'),
      render: (_, row) => (row.expected_date ? formatDate(row.expected_date) : '—'),
    },
    {
      key: 'status',
      title: t('orders.status'),
      render: (_, row) => <DocumentStatusTag status={row.status} />,
    },
    {
      key: 'total',
      title: t('orders.total'),
      align: 'right',
      render: (_, row) => formatUsd(row.total_usd, tag),
    },
    { key: 'createdBy', title: t('orders.createdBy'), render: (_, row) => row.created_by_name ?? '—' },
  ]

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('orders.title')}
        </Typography.Title>
        <Can permission="purchase-orders.create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(to('/stocks/purchase-orders/create'))}
          >
            {t('orders.create')}
          </Button>
        </Can>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <Flex wrap gap={12} align="center">
          <Segmented<string>
            aria-label={t('stock:filters.status')}
            value={status}
            onChange={(next) => setSearch({ status: next })}
            options={[
              { value: '', label: t('stock:filters.all') },
              ...PURCHASE_ORDER_STATUSES.map((value) => ({ value, label: t(`stock:status.${value}`) })),
            ]}
          />
          <WorkStoreSelect
            aria-label={t('stock:filters.store')}
            value={search.store ? Number(search.store) : null}
            onChange={(store) => setSearch({ store })}
            allowClear
            placeholder={t('stock:filters.allStores')}
            style={{ width: 220 }}
          />
          <Can permission="suppliers.list">
            <ReferenceSelect
              aria-label={t('orders.supplier')}
              reference={{ contract: suppliersResource, label: (record) => String(record.name) }}
              value={search.supplier ? Number(search.supplier) : null}
              onChange={(supplier) => setSearch({ supplier })}
              placeholder={t('orders.allSuppliers')}
              includeInactive
              style={{ width: 220 }}
            />
          </Can>
        </Flex>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            title={t('stock:manage.loadFailed')}
            description={describeError(list.error)}
            action={<Button onClick={() => list.refetch()}>{t('stock:manage.retry')}</Button>}
          />
        )}
        <Table<PurchaseOrderSummary>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: <Typography.Text type="secondary">{t('orders.empty')}</Typography.Text> }}
        />
        <ListPagination
          page={page}
          perPage={perPage}
          total={list.data?.meta.total ?? 0}
          onChange={(change) =>
            'page' in change ? setSearch({ page: change.page }) : setSearch({ per_page: change.perPage })
          }
        />
      </Card>
    </Flex>
  )
}
