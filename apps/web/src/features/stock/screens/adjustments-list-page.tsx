import { ADJUSTMENT_REASONS, ADJUSTMENT_STATUSES, type AdjustmentReason } from '@sms/contract'
import { Select, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { useAdjustmentList } from '../api/adjustments-api.ts'
import { DocumentList, useDocumentListSearch } from '../components/document-list.tsx'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { StoreName } from '../components/store-name.tsx'

type Row = NonNullable<ReturnType<typeof useAdjustmentList>['data']>['data'][number]

/** `/stocks/adjustments`: newest first, filtered by status, store and reason. */
export function AdjustmentsListPage() {
  const { t, i18n } = useTranslation('stock')
  const to = useLocalePath()
  const listSearch = useDocumentListSearch(ADJUSTMENT_STATUSES, ['reason'])
  const { search, setSearch, query } = listSearch
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
    <DocumentList<Row>
      title={t('adjustments.title')}
      create={{
        permission: 'stock-adjustments.create',
        label: t('adjustments.create'),
        path: '/stocks/adjustments/create',
      }}
      statuses={ADJUSTMENT_STATUSES}
      search={listSearch}
      filters={
        <Select<AdjustmentReason>
          aria-label={t('filters.reason')}
          value={(search.reason as AdjustmentReason) || undefined}
          onChange={(reason) => setSearch({ reason: reason ?? null })}
          allowClear
          placeholder={t('filters.allReasons')}
          options={ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
          style={{ width: 200 }}
        />
      }
      list={list}
      columns={columns}
      emptyText={t('adjustments.listEmpty')}
    />
  )
}
