import { PURCHASE_ORDER_STATUSES, type PurchaseOrderSummary, suppliersResource } from '@sms/contract'
import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { formatDate } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { usePurchaseOrderList } from '../api/purchasing-api.ts'
import { DocumentList, useDocumentListSearch } from '../components/document-list.tsx'
import { DocumentStatusTag } from '../components/document-status-tag.tsx'
import { StoreName } from '../components/store-name.tsx'

/** `/stocks/purchase-orders`: newest first, by status, store and supplier. */
export function PurchaseOrdersListPage() {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const to = useLocalePath()
  const listSearch = useDocumentListSearch(PURCHASE_ORDER_STATUSES, ['supplier'])
  const { search, setSearch, query } = listSearch
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
    <DocumentList<PurchaseOrderSummary>
      title={t('orders.title')}
      create={{
        permission: 'purchase-orders.create',
        label: t('orders.create'),
        path: '/stocks/purchase-orders/create',
      }}
      statuses={PURCHASE_ORDER_STATUSES}
      search={listSearch}
      filters={
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
      }
      list={list}
      columns={columns}
      emptyText={t('orders.empty')}
    />
  )
}
