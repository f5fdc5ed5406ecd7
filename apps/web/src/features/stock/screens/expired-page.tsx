import { DeleteOutlined } from '@ant-design/icons'
import type { ExpiredStock } from '@sms/contract'
import { Alert, App, Button, Card, Flex, Segmented, type TableColumnsType, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ClearFiltersButton, ListSearch } from '../../../components/resource/list-filters.tsx'
import { ListTable } from '../../../components/resource/list-table.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { numberParam, useUrlState } from '../../../lib/navigation/use-url-state.ts'
import { useExpiredStock, useWriteOff } from '../api/purchasing-api.ts'
import { ToneTag } from '../components/document-status-tag.tsx'
import { Quantity } from '../components/quantity.tsx'
import { useStockErrorMessage } from '../components/stock-errors.ts'
import { StoreName } from '../components/store-name.tsx'
import { StoreFilter } from '../components/store-select.tsx'

const rowKey = (row: ExpiredStock) => `${row.store_id}-${row.product_id}-${row.lot_id ?? ''}`
/** The windows offered, in days; 0 shows only what has already expired. */
const WINDOWS = [0, 7, 30, 90, 180] as const
/** The shop's own expiry window (`expiry_warning_days`), which the server applies when none is asked for. */
const SHOP_WINDOW = 'shop'

/** "Expired 3 days ago" in red, "Expires today" in orange, "In 12 days" in gold. */
function DaysLeftTag({ row }: { row: ExpiredStock }) {
  const { t } = useTranslation('purchasing')
  // The stock tones keep 4.5:1 in both modes; antd's gold tag falls below it on white.
  if (row.is_expired) return <ToneTag tone="stopped">{t('expired.ago', { count: -row.days_left })}</ToneTag>
  if (row.days_left === 0) return <ToneTag tone="warning">{t('expired.today')}</ToneTag>
  return <ToneTag tone="warning">{t('expired.in', { count: row.days_left })}</ToneTag>
}

/**
 * `/products/expired`: lots and products past their expiry date or expiring within the chosen window, with
 * quantity and value at cost; the chosen ones of one store are written off as one `expired` adjustment.
 */
export function ExpiredPage() {
  const { t, i18n } = useTranslation(['purchasing', 'stock'])
  const { message, modal } = App.useApp()
  const lang = useLang()
  const to = useLocalePath()
  const session = useSession()
  const describeError = useStockErrorMessage()
  const {
    values: search,
    page,
    perPage,
    set: setSearch,
    paging,
  } = useUrlState(['q', 'store_id', 'within_days'])
  const [selected, setSelected] = useState<string[]>([])
  const [writeOffKey, setWriteOffKey] = useState(() => crypto.randomUUID())
  const writeOff = useWriteOff()

  const storeId = numberParam(search.store_id, 0) || null
  const typedWindow = Number(search.within_days)
  // No window chosen: the server applies the shop's `expiry_warning_days` (a stock keeper may not read settings).
  const withinDays =
    search.within_days !== '' && Number.isInteger(typedWindow) && typedWindow >= 0 ? typedWindow : SHOP_WINDOW
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) })
  if (withinDays !== SHOP_WINDOW) query.set('within_days', String(withinDays))
  if (search.q) query.set('q', search.q)
  if (storeId) query.set('filter[store_id][equals]', String(storeId))
  const list = useExpiredStock(query.toString())
  const rows = list.data?.data ?? []
  const tag = i18n.language
  const nameOf = (row: ExpiredStock) =>
    localizedName({ name_en: row.product_name_en, name_kh: row.product_name_kh }, lang)
  const mayWriteOff = hasPermission(session, 'stock-adjustments.create')

  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection belongs to the listed store.
  useEffect(() => setSelected([]), [storeId])

  const columns: TableColumnsType<ExpiredStock> = [
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
    { key: 'lot', title: t('stock:manage.lot'), render: (_, row) => row.lot_number ?? '—' },
    {
      key: 'expiry',
      title: t('stock:manage.expiry'),
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          {formatDate(row.expiry_date)}
          <DaysLeftTag row={row} />
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
      key: 'value',
      title: t('expired.value'),
      align: 'right',
      render: (_, row) => formatUsd(row.value_usd, tag),
    },
  ]

  const chosen = rows.filter((row) => selected.includes(rowKey(row)))
  const confirmWriteOff = () => {
    if (!storeId || chosen.length === 0) return
    modal.confirm({
      title: t('expired.confirmTitle', { count: chosen.length }),
      content: t('expired.confirmText'),
      okText: t('expired.writeOff'),
      okButtonProps: { danger: true },
      cancelText: t('orders.cancelForm'),
      onOk: () =>
        writeOff
          .mutateAsync({
            body: {
              store_id: storeId,
              items: chosen.map((row) => ({ product_id: row.product_id, lot_id: row.lot_id })),
            },
            key: writeOffKey,
          })
          .then(
            (adjustment) => {
              setSelected([])
              setWriteOffKey(crypto.randomUUID())
              message.success({
                content: (
                  <Link to={to(`/stocks/adjustments/${adjustment.id}`)}>
                    {t(adjustment.status === 'posted' ? 'expired.posted' : 'expired.pending', {
                      id: adjustment.id,
                    })}
                  </Link>
                ),
                duration: 8,
              })
            },
            () => undefined,
          ),
    })
  }

  const filtered = Boolean(search.q || storeId || search.within_days)

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('expired.title')}
        </Typography.Title>
        {mayWriteOff && (
          <Button danger icon={<DeleteOutlined />} disabled={chosen.length === 0} onClick={confirmWriteOff}>
            {t('expired.writeOffCount', { count: chosen.length })}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {mayWriteOff && !storeId ? t('expired.chooseStore') : t('expired.intro')}
      </Typography.Paragraph>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}>
        <Flex wrap gap={12} align="center">
          <ListSearch
            label={t('stock:filters.search')}
            placeholder={t('stock:filters.searchPlaceholder')}
            value={search.q}
            onSearch={(q) => setSearch({ q })}
            width={260}
          />
          <StoreFilter value={storeId} onChange={(store) => setSearch({ store_id: store })} />
          <Segmented<number | typeof SHOP_WINDOW>
            aria-label={t('expired.window')}
            value={withinDays}
            onChange={(days) => setSearch({ within_days: days === SHOP_WINDOW ? null : days })}
            options={[
              { value: SHOP_WINDOW, label: t('expired.shopWindow') },
              ...WINDOWS.map((days) => ({
                value: days,
                label: days === 0 ? t('expired.onlyExpired') : t('expired.withinDays', { count: days }),
              })),
            ]}
          />
          {filtered && (
            <ClearFiltersButton
              label={t('stock:filters.clear')}
              onClear={() => setSearch({ q: null, store_id: null, within_days: null })}
            />
          )}
        </Flex>
        <ListTable<ExpiredStock>
          list={list}
          loadFailed={t('stock:manage.loadFailed')}
          alerts={writeOff.isError && <Alert type="error" showIcon title={describeError(writeOff.error)} />}
          paging={paging}
          rowKey={rowKey}
          columns={columns}
          emptyText={t('expired.empty')}
          rowSelection={
            mayWriteOff && storeId
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  getCheckboxProps: (row) => ({
                    'aria-label': t('expired.select', { name: nameOf(row), lot: row.lot_number ?? '—' }),
                  }),
                }
              : undefined
          }
        />
      </Card>
    </Flex>
  )
}
