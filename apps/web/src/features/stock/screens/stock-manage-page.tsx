import { HistoryOutlined } from '@ant-design/icons'
import { categoriesResource, STOCK_STATUSES, type Stock, type StockStatus } from '@sms/contract'
import { Card, Flex, Segmented, type TableColumnsType, type TableProps, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ClearFiltersButton, ListSearch } from '../../../components/resource/list-filters.tsx'
import { ListTable } from '../../../components/resource/list-table.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { numberParam, useUrlState } from '../../../lib/navigation/use-url-state.ts'
import { useOnHand } from '../api/on-hand-api.ts'
import { StockStatusTag, ToneTag } from '../components/document-status-tag.tsx'
import { LedgerDrawer } from '../components/ledger-drawer.tsx'
import { Quantity } from '../components/quantity.tsx'
import { StoreName } from '../components/store-name.tsx'
import { StoreFilter } from '../components/store-select.tsx'

/** What the page keeps in its address besides the page: the search, the filters, the order and the open ledger. */
const FILTERS = ['q', 'store', 'category', 'status', 'sort', 'ledger'] as const

const rowKey = (row: Stock) => `${row.store_id}-${row.product_id}-${row.lot_id ?? ''}`
const productOf = (row: Stock) => ({ name_en: row.product_name_en, name_kh: row.product_name_kh })
/** Columns the table sorts by, and the API field each sorts on. */
const SORTS = { product: 'product_name_en', on_hand: 'on_hand', expiry: 'expiry_date' } as const

/**
 * `/stocks/manage`: what is on hand per store (per lot for lot-tracked products), searched and filtered, with
 * each product's ledger a click away. Filters live in the URL; the ledger too (`?ledger=<product id>`).
 */
export function StockManagePage() {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const [searchParams] = useSearchParams()
  const { values: search, page, perPage, set: setSearch, paging } = useUrlState(FILTERS)

  const status = (STOCK_STATUSES as readonly string[]).includes(search.status) ? search.status : ''
  const sortField = search.sort.replace(/^-/, '')
  const sort = Object.values(SORTS).includes(sortField as never) ? search.sort : 'product_name_en'
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort })
  if (search.q) query.set('q', search.q)
  if (search.store) query.set('filter[store_id][equals]', search.store)
  if (search.category) query.set('filter[category_id][equals]', search.category)
  if (status) query.set('filter[status][equals]', status)
  const list = useOnHand(query.toString())
  const rows = list.data?.data ?? []
  const ledgerId = numberParam(search.ledger, 0) || null
  const ledgerRow = rows.find((row) => row.product_id === ledgerId)
  const today = dayjs().format('YYYY-MM-DD')

  const sortOrder = (field: string) =>
    sort === field ? ('ascend' as const) : sort === `-${field}` ? ('descend' as const) : null
  const nameOf = (row: Stock) => localizedName(productOf(row), lang)
  const mayReadLedger = hasPermission(useSession(), 'stock-movements.list')
  // The ledger is part of the address, so back closes it and a link opens it.
  const ledgerSearch = (productId: number) => {
    const next = new URLSearchParams(searchParams)
    next.set('ledger', String(productId))
    return `?${next}`
  }

  const columns: TableColumnsType<Stock> = [
    {
      key: 'product',
      title: t('manage.product'),
      sorter: true,
      sortOrder: sortOrder(SORTS.product),
      render: (_, row) => (
        <Flex vertical align="start">
          {mayReadLedger ? (
            <Link
              to={{ search: ledgerSearch(row.product_id) }}
              aria-label={t('manage.openLedger', { name: nameOf(row) })}
            >
              <HistoryOutlined aria-hidden /> {nameOf(row)}
            </Link>
          ) : (
            <span>{nameOf(row)}</span>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.sku}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'store', title: t('manage.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    { key: 'lot', title: t('manage.lot'), render: (_, row) => row.lot_number ?? '—' },
    {
      key: 'expiry',
      title: t('manage.expiry'),
      sorter: true,
      sortOrder: sortOrder(SORTS.expiry),
      render: (_, row) =>
        row.expiry_date ? (
          <Flex gap={6} align="center">
            {formatDate(row.expiry_date)}
            {row.expiry_date < today && <ToneTag tone="stopped">{t('manage.expired')}</ToneTag>}
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      key: 'on_hand',
      title: t('manage.onHand'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrder(SORTS.on_hand),
      render: (_, row) => <Quantity value={row.on_hand} />,
    },
    {
      key: 'in_transit',
      title: t('manage.inTransit'),
      align: 'right',
      render: (_, row) => (row.in_transit ? <Quantity value={row.in_transit} /> : '—'),
    },
    {
      key: 'threshold',
      title: t('manage.threshold'),
      align: 'right',
      render: (_, row) => <Quantity value={row.low_stock_threshold} />,
    },
    { key: 'status', title: t('manage.status'), render: (_, row) => <StockStatusTag status={row.status} /> },
  ]

  const onTableChange: TableProps<Stock>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || Array.isArray(sorter)) return
    const field = SORTS[sorter.columnKey as keyof typeof SORTS]
    setSearch({ sort: field && sorter.order ? `${sorter.order === 'descend' ? '-' : ''}${field}` : null })
  }
  const filtered = Boolean(search.q || search.store || search.category || status)

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('manage.title')}
      </Typography.Title>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <Flex wrap gap={12} align="center">
          <ListSearch
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={search.q}
            onSearch={(q) => setSearch({ q })}
            width={280}
          />
          <StoreFilter
            value={search.store ? Number(search.store) : null}
            onChange={(store) => setSearch({ store })}
          />
          <Can permission="categories.list">
            <ReferenceSelect
              aria-label={t('filters.category')}
              reference={{ contract: categoriesResource }}
              value={search.category ? Number(search.category) : null}
              onChange={(category) => setSearch({ category })}
              placeholder={t('filters.allCategories')}
              includeInactive
              style={{ width: 220 }}
            />
          </Can>
          <Segmented<string>
            aria-label={t('filters.status')}
            value={status}
            onChange={(next) => setSearch({ status: next })}
            options={[
              { value: '', label: t('filters.all') },
              ...STOCK_STATUSES.map((value: StockStatus) => ({ value, label: t(`stockStatus.${value}`) })),
            ]}
          />
          {filtered && (
            <ClearFiltersButton
              label={t('filters.clear')}
              onClear={() => setSearch({ q: null, store: null, category: null, status: null })}
            />
          )}
        </Flex>
        <ListTable<Stock>
          list={list}
          loadFailed={t('manage.loadFailed')}
          paging={paging}
          rowKey={rowKey}
          columns={columns}
          onChange={onTableChange}
        />
      </Card>
      <LedgerDrawer
        productId={ledgerId}
        productName={ledgerRow ? nameOf(ledgerRow) : ''}
        storeId={search.store ? Number(search.store) : null}
        onClose={() => setSearch({ ledger: null, page })}
      />
    </Flex>
  )
}
