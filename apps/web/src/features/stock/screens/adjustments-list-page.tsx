import { PlusOutlined } from '@ant-design/icons'
import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATUSES,
  type AdjustmentReason,
  type AdjustmentStatus,
} from '@sms/contract'
import { Alert, Button, Card, Flex, Segmented, Select, Table, type TableColumnsType, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useAdjustmentList } from '../api/adjustments-api.ts'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreName } from '../components/store-name.tsx'
import { WorkStoreSelect } from '../components/store-select.tsx'
import { numberParam, useSearchState } from '../components/use-search-state.ts'

type Row = NonNullable<ReturnType<typeof useAdjustmentList>['data']>['data'][number]

/** `/stocks/adjustments`: newest first, filtered by status, store and reason. */
export function AdjustmentsListPage() {
  const { t, i18n } = useTranslation('stock')
  const navigate = useNavigate()
  const to = useLocalePath()
  const describeError = useStockErrorMessage()
  const [search, setSearch] = useSearchState(['status', 'store', 'reason', 'page', 'per_page'])
  const page = numberParam(search.page, 1)
  const perPage = numberParam(search.per_page, 20)
  const status = (ADJUSTMENT_STATUSES as readonly string[]).includes(search.status) ? search.status : ''
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' })
  if (status) query.set('filter[status][equals]', status)
  if (search.store) query.set('filter[store_id][equals]', search.store)
  if (search.reason) query.set('filter[reason][equals]', search.reason)
  const list = useAdjustmentList(query.toString())
  const tag = i18n.language

  const columns: TableColumnsType<Row> = [
    {
      key: 'id',
      title: t('adjustments.id'),
      width: 90,
      render: (_, row) => <Link to={to(`/stocks/adjustments/${row.id}`)}>#{row.id}</Link>,
    },
    { key: 'date', title: t('adjustments.date'), render: (_, row) => formatDate(row.created_at) },
    { key: 'store', title: t('adjustments.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    { key: 'reason', title: t('adjustments.reason'), render: (_, row) => t(`reason.${row.reason}`) },
    {
      key: 'status',
      title: t('adjustments.status'),
      render: (_, row) => <DocumentStatusTag status={row.status} />,
    },
    {
      key: 'value',
      title: t('adjustments.value'),
      align: 'right',
      render: (_, row) => formatUsd(row.value_usd, tag),
    },
    { key: 'createdBy', title: t('adjustments.createdBy'), render: (_, row) => row.created_by_name ?? '—' },
    { key: 'decidedBy', title: t('adjustments.decidedBy'), render: (_, row) => row.decided_by_name ?? '—' },
  ]

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('adjustments.title')}
        </Typography.Title>
        <Can permission="stock-adjustments.create">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(to('/stocks/adjustments/create'))}
          >
            {t('adjustments.create')}
          </Button>
        </Can>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <Flex wrap gap={12} align="center">
          <Segmented<string>
            aria-label={t('filters.status')}
            value={status}
            onChange={(next) => setSearch({ status: next })}
            options={[
              { value: '', label: t('filters.all') },
              ...ADJUSTMENT_STATUSES.map((value: AdjustmentStatus) => ({
                value,
                label: t(`status.${value}`),
              })),
            ]}
          />
          <WorkStoreSelect
            aria-label={t('filters.store')}
            value={search.store ? Number(search.store) : null}
            onChange={(store) => setSearch({ store })}
            allowClear
            placeholder={t('filters.allStores')}
            style={{ width: 220 }}
          />
          <Select<AdjustmentReason>
            aria-label={t('filters.reason')}
            value={(search.reason as AdjustmentReason) || undefined}
            onChange={(reason) => setSearch({ reason: reason ?? null })}
            allowClear
            placeholder={t('filters.allReasons')}
            options={ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
            style={{ width: 200 }}
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
