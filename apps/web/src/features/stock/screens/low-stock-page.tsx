import { EditOutlined, FileAddOutlined } from '@ant-design/icons'
import type { LowStock } from '@sms/contract'
import { Button, Card, Flex, Segmented, type TableColumnsType, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Can } from '../../../components/can.tsx'
import { ClearFiltersButton, ListSearch } from '../../../components/resource/list-filters.tsx'
import { ListTable } from '../../../components/resource/list-table.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { numberParam, useUrlState } from '../../../lib/navigation/use-url-state.ts'
import { useLowStock } from '../api/purchasing-api.ts'
import { StockStatusTag } from '../components/document-status-tag.tsx'
import { DraftsDialog, ThresholdDialog } from '../components/low-stock-dialogs.tsx'
import { Quantity } from '../components/quantity.tsx'
import { StoreName } from '../components/store-name.tsx'
import { StoreFilter } from '../components/store-select.tsx'

const rowKey = (row: LowStock) => `${row.store_id}-${row.product_id}`
const STATUSES = ['low', 'out_of_stock'] as const

/**
 * `/stocks/low`: per store, the products at or below their low-stock threshold, with what is on order, a
 * suggested quantity and the supplier last received from; thresholds are set per store here, and one click
 * makes a draft purchase order per supplier.
 */
export function LowStockPage() {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const lang = useLang()
  const session = useSession()
  const { values: search, page, perPage, set: setSearch, paging } = useUrlState(['q', 'store_id', 'status'])
  const [selected, setSelected] = useState<number[]>([])
  const [editing, setEditing] = useState<LowStock | null>(null)
  const [drafting, setDrafting] = useState(false)

  const storeId = numberParam(search.store_id, 0) || null
  const status = (STATUSES as readonly string[]).includes(search.status) ? search.status : ''
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) })
  if (search.q) query.set('q', search.q)
  if (storeId) query.set('filter[store_id][equals]', String(storeId))
  if (status) query.set('filter[status][equals]', status)
  const list = useLowStock(query.toString())
  const rows = list.data?.data ?? []
  const tag = i18n.language
  const nameOf = (row: LowStock) =>
    localizedName({ name_en: row.product_name_en, name_kh: row.product_name_kh }, lang)
  const mayDraft = hasPermission(session, 'purchase-orders.create')

  // A new store or filter is a new choice of products.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection belongs to the listed store.
  useEffect(() => setSelected([]), [storeId])

  const columns: TableColumnsType<LowStock> = [
    {
      key: 'product',
      title: t('stock:manage.product'),
      render: (_, row) => (
        <Flex vertical>
          <span>{nameOf(row)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.sku}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'store', title: t('stock:manage.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    {
      key: 'on_hand',
      title: t('stock:manage.onHand'),
      align: 'right',
      render: (_, row) => <Quantity value={row.on_hand} />,
    },
    {
      key: 'threshold',
      title: t('low.threshold'),
      align: 'right',
      render: (_, row) => (
        <Flex gap={4} align="center" justify="end">
          <Quantity value={row.low_stock_threshold} />
          {row.store_threshold !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('low.storeOwn')}
            </Typography.Text>
          )}
          <Can permission="stocks.edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('low.editThresholdOf', { name: nameOf(row) })}
              title={t('low.editThreshold')}
              onClick={() => setEditing(row)}
            />
          </Can>
        </Flex>
      ),
    },
    {
      key: 'on_order',
      title: t('low.onOrder'),
      align: 'right',
      render: (_, row) => (row.on_order ? <Quantity value={row.on_order} /> : '—'),
    },
    {
      key: 'suggested',
      title: t('low.suggested'),
      align: 'right',
      render: (_, row) => <Quantity value={row.suggested_quantity} />,
    },
    { key: 'supplier', title: t('orders.supplier'), render: (_, row) => row.supplier_name ?? '—' },
    {
      key: 'cost',
      title: t('low.cost'),
      align: 'right',
      render: (_, row) => (row.cost_usd === null ? '—' : formatUsd(row.cost_usd, tag)),
    },
    {
      key: 'status',
      title: t('stock:manage.status'),
      render: (_, row) => <StockStatusTag status={row.status} />,
    },
  ]

  const filtered = Boolean(search.q || storeId || status)

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('low.title')}
        </Typography.Title>
        {mayDraft && (
          <Button
            type="primary"
            icon={<FileAddOutlined />}
            disabled={!storeId || rows.length === 0}
            onClick={() => setDrafting(true)}
          >
            {selected.length > 0 ? t('low.draftSelected', { count: selected.length }) : t('low.draftAll')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {mayDraft && !storeId ? t('low.chooseStoreToDraft') : t('low.intro')}
      </Typography.Paragraph>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <Flex wrap gap={12} align="center">
          <ListSearch
            label={t('stock:filters.search')}
            placeholder={t('low.searchPlaceholder')}
            value={search.q}
            onSearch={(q) => setSearch({ q })}
            width={260}
          />
          <StoreFilter value={storeId} onChange={(store) => setSearch({ store_id: store })} />
          <Segmented<string>
            aria-label={t('stock:filters.status')}
            value={status}
            onChange={(next) => setSearch({ status: next })}
            options={[
              { value: '', label: t('stock:filters.all') },
              ...STATUSES.map((value) => ({ value, label: t(`stock:stockStatus.${value}`) })),
            ]}
          />
          {filtered && (
            <ClearFiltersButton
              label={t('stock:filters.clear')}
              onClear={() => setSearch({ q: null, store_id: null, status: null })}
            />
          )}
        </Flex>
        <ListTable<LowStock>
          list={list}
          loadFailed={t('stock:manage.loadFailed')}
          paging={paging}
          rowKey={rowKey}
          columns={columns}
          emptyText={t('low.empty')}
          rowSelection={
            mayDraft && storeId
              ? {
                  selectedRowKeys: selected.map((id) => `${storeId}-${id}`),
                  onChange: (_keys, chosen) => setSelected(chosen.map((row) => row.product_id)),
                  getCheckboxProps: (row) => ({ 'aria-label': t('low.select', { name: nameOf(row) }) }),
                }
              : undefined
          }
        />
      </Card>
      {editing && <ThresholdDialog row={editing} name={nameOf(editing)} onClose={() => setEditing(null)} />}
      {drafting && storeId && (
        <DraftsDialog storeId={storeId} productIds={selected} onClose={() => setDrafting(false)} />
      )}
    </Flex>
  )
}
