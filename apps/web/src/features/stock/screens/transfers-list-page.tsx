import { ArrowRightOutlined } from '@ant-design/icons'
import { TRANSFER_STATUSES } from '@sms/contract'
import { Flex, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useTransferList } from '../api/transfers-api.ts'
import { DocumentList, useDocumentListSearch } from '../components/document-list.tsx'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { StoreName } from '../components/store-name.tsx'

type Row = NonNullable<ReturnType<typeof useTransferList>['data']>['data'][number]

/** `/stocks/transfer`: transfers touching the user's stores, by state, newest first; a store filter for either end. */
export function TransfersListPage() {
  const { t } = useTranslation('stock')
  const to = useLocalePath()
  const listSearch = useDocumentListSearch(TRANSFER_STATUSES)
  const list = useTransferList(listSearch.query.toString())

  const columns: TableColumnsType<Row> = [
    {
      key: 'id',
      title: t('transfers.id'),
      width: 90,
      render: (_, row) => <Link to={to(`/stocks/transfer/${row.id}`)}>#{row.id}</Link>,
    },
    { key: 'date', title: t('transfers.date'), render: (_, row) => formatDate(row.created_at) },
    {
      key: 'route',
      title: t('transfers.route'),
      render: (_, row) => (
        <Flex gap={8} align="center" wrap>
          <StoreName id={row.from_store_id} />
          <ArrowRightOutlined aria-hidden />
          <StoreName id={row.to_store_id} />
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('transfers.status'),
      render: (_, row) => <DocumentStatusTag status={row.status} />,
    },
    { key: 'note', title: t('transfers.note'), render: (_, row) => row.note ?? '—' },
    { key: 'createdBy', title: t('transfers.createdBy'), render: (_, row) => row.created_by_name ?? '—' },
  ]
  return (
    <DocumentList<Row>
      title={t('transfers.title')}
      create={{
        permission: 'stock-transfers.create',
        label: t('transfers.create'),
        path: '/stocks/transfer/create',
      }}
      statuses={TRANSFER_STATUSES}
      search={listSearch}
      storeLabel={t('transfers.storeFilter')}
      list={list}
      columns={columns}
      emptyText={t('transfers.listEmpty')}
    />
  )
}
