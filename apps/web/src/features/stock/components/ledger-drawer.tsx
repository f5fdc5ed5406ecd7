import { productsResource, type StockMovement } from '@sms/contract'
import { Alert, Button, Drawer, Flex, Table, type TableColumnsType, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useResourceRecord } from '../../../components/resource/use-resource-queries.ts'
import { DATE_FORMAT } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useMovements, useOnHand } from '../api/on-hand-api.ts'
import { documentLabelKey, documentPath } from './document-links.ts'
import { Quantity } from './quantity.tsx'
import { useStockErrorMessage } from './stock-errors.ts'
import { StoreName } from './store-name.tsx'

type Props = {
  productId: number | null
  /** The product's name in the interface language, for the title (read from the product when empty). */
  productName?: string
  /** Only this store's movements, when the page is filtered to one store. */
  storeId?: number | null
  onClose: () => void
}

const ADJUSTMENT_REASON = /^(initial|found|damaged|expired|lost|stolen|correction)$/

/** One product's ledger: every movement, newest first, with who, why and a link to the document. */
export function LedgerDrawer({ productId, productName, storeId, onClose }: Props) {
  const { t } = useTranslation('stock')
  const to = useLocalePath()
  const lang = useLang()
  const product = useResourceRecord(productsResource, productName ? null : productId, 5).data
  const title = productName || (product ? localizedName(product, lang) : '')
  const describeError = useStockErrorMessage()
  const [paging, setPaging] = useState({ page: 1, perPage: 20 })
  const open = productId !== null
  const query = new URLSearchParams({
    page: String(paging.page),
    per_page: String(paging.perPage),
    sort: '-id',
    'filter[product_id][equals]': String(productId ?? 0),
  })
  if (storeId) query.set('filter[store_id][equals]', String(storeId))
  const movements = useMovements(query.toString(), open)
  // Movements name their lot by id; the product's on-hand rows know the numbers.
  const lots = useOnHand(`per_page=200&filter[product_id][equals]=${productId ?? 0}`, open)
  const lotNumber = (lotId: number | null) =>
    lotId === null ? '—' : (lots.data?.data.find((row) => row.lot_id === lotId)?.lot_number ?? `#${lotId}`)

  const columns: TableColumnsType<StockMovement> = [
    {
      key: 'date',
      title: t('ledger.date'),
      render: (_, row) => dayjs(row.created_at).format(`${DATE_FORMAT} HH:mm`),
    },
    { key: 'store', title: t('ledger.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    { key: 'kind', title: t('ledger.kind'), render: (_, row) => t(`kind.${row.kind}`) },
    {
      key: 'reason',
      title: t('ledger.reason'),
      render: (_, row) =>
        row.reason && ADJUSTMENT_REASON.test(row.reason)
          ? t(`reason.${row.reason as 'initial'}`)
          : (row.reason ?? '—'),
    },
    {
      key: 'quantity',
      title: t('ledger.quantity'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.quantity < 0 ? 'danger' : undefined}>
          <Quantity value={row.quantity} signed />
        </Typography.Text>
      ),
    },
    { key: 'lot', title: t('ledger.lot'), render: (_, row) => lotNumber(row.lot_id) },
    { key: 'who', title: t('ledger.who'), render: (_, row) => row.created_by_name ?? '—' },
    {
      key: 'document',
      title: t('ledger.document'),
      render: (_, row) => {
        const label = t(documentLabelKey(row.document_type), { id: row.document_id, type: row.document_type })
        const path = documentPath(row.document_type, row.document_id)
        return path ? <Link to={to(path)}>{label}</Link> : label
      },
    },
  ]

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('ledger.title', { name: title })}
      // Wide enough for every column on a laptop; a phone gets the whole screen.
      size="min(1080px, 100vw)"
      destroyOnHidden
      extra={<Button onClick={onClose}>{t('ledger.close')}</Button>}
      closable={false}
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('ledger.intro')}</Typography.Text>
        {movements.isError && <Alert type="error" showIcon title={describeError(movements.error)} />}
        <Table<StockMovement>
          rowKey="id"
          columns={columns}
          dataSource={movements.data?.data ?? []}
          loading={movements.isFetching}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('ledger.empty')}</Typography.Text> }}
        />
        <ListPagination
          page={paging.page}
          perPage={paging.perPage}
          total={movements.data?.meta.total ?? 0}
          onChange={(change) =>
            setPaging((current) => ('page' in change ? { ...current, ...change } : { page: 1, ...change }))
          }
        />
      </Flex>
    </Drawer>
  )
}
