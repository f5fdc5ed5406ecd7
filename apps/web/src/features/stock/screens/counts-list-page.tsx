import { COUNT_STATUSES } from '@sms/contract'
import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useCountList } from '../api/counts-api.ts'
import { DocumentList, useDocumentListSearch } from '../components/document-list.tsx'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { StoreName } from '../components/store-name.tsx'

type Row = NonNullable<ReturnType<typeof useCountList>['data']>['data'][number]

/** `/stocks/counts`: the counts of the user's stores, by state, newest first. */
export function CountsListPage() {
  const { t } = useTranslation('stock')
  const to = useLocalePath()
  const listSearch = useDocumentListSearch(COUNT_STATUSES)
  const list = useCountList(listSearch.query.toString())

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
    <DocumentList<Row>
      title={t('counts.title')}
      create={{ permission: 'stock-counts.create', label: t('counts.create'), path: '/stocks/counts/create' }}
      statuses={COUNT_STATUSES}
      search={listSearch}
      list={list}
      columns={columns}
      emptyText={t('counts.listEmpty')}
    />
  )
}
