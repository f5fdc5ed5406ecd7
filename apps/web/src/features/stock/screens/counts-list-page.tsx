import { PlusOutlined } from '@ant-design/icons'
import { COUNT_STATUSES, type CountStatus } from '@sms/contract'
import { Alert, Button, Card, Flex, Table, type TableColumnsType, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useCountList } from '../api/counts-api.ts'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreName } from '../components/store-name.tsx'
import { WorkStoreSelect } from '../components/store-select.tsx'
import { numberParam, useSearchState } from '../components/use-search-state.ts'

type Row = NonNullable<ReturnType<typeof useCountList>['data']>['data'][number]

/** `/stocks/counts`: the counts of the user's stores, by state, newest first. */
export function CountsListPage() {
  const { t } = useTranslation('stock')
  const navigate = useNavigate()
  const to = useLocalePath()
  const describeError = useStockErrorMessage()
  const [search, setSearch] = useSearchState(['status', 'store', 'page', 'per_page'])
  const page = numberParam(search.page, 1)
  const perPage = numberParam(search.per_page, 20)
  const status = (COUNT_STATUSES as readonly string[]).includes(search.status) ? search.status : ''
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' })
  if (status) query.set('filter[status][equals]', status)
  if (search.store) query.set('filter[store_id][equals]', search.store)
  const list = useCountList(query.toString())

  const columns: TableColumnsType<Row> = [
    {
      key: 'id',
      title: t('counts.id'),
      width: 90,
      render: (_, row) => <Link to={to(`/stocks/counts/${row.id}`)}>#{row.id}</Link>,
    },
    { key: 'date', title: t('counts.date'), render: (_, row) => formatDate(row.created_at) },
    { key: 'store', title: t('counts.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    {
      key: 'scope',
      title: t('counts.scope'),
      render: (_, row) => t(row.scope === 'full' ? 'counts.scopeFull' : 'counts.scopePartial'),
    },
    {
      key: 'status',
      title: t('counts.status'),
      render: (_, row) => <DocumentStatusTag status={row.status} />,
    },
    { key: 'note', title: t('counts.note'), render: (_, row) => row.note ?? '—' },
    { key: 'createdBy', title: t('counts.createdBy'), render: (_, row) => row.created_by_name ?? '—' },
    { key: 'postedBy', title: t('counts.postedBy'), render: (_, row) => row.posted_by_name ?? '—' },
  ]

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('counts.title')}
        </Typography.Title>
        <Can permission="stock-transfers.create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(to('/stocks/counts/create'))}
          >
            {t('counts.create')}
          </Button>
        </Can>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
        <Tabs
          aria-label={t('counts.tabs')}
          activeKey={status || 'all'}
          onChange={(key) => setSearch({ status: key === 'all' ? null : key })}
          items={[
            { key: 'all', label: t('filters.all') },
            ...COUNT_STATUSES.map((value: CountStatus) => ({ key: value, label: t(`status.${value}`) })),
          ]}
        />
        <Flex wrap gap={12} align="center">
          <WorkStoreSelect
            aria-label={t('filters.store')}
            value={search.store ? Number(search.store) : null}
            onChange={(store) => setSearch({ store })}
            allowClear
            placeholder={t('filters.allStores')}
            style={{ width: 240 }}
          />
        </Flex>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            title={t('manage.loadFailed')}
            description={describeError(list.error)}
            action={<Button onClick={() => list.refetch()}>{t('manage.retry')}</Button>}
          />
        )}
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
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
