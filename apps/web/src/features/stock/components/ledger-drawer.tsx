import { productsResource, type StockMovement } from '@sms/contract'
import { Alert, Button, Drawer, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useResourceRecord } from '../../../components/resource/use-resource-queries.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useMovements } from '../api/on-hand-api.ts'
import { useMovementColumns } from './movement-columns.tsx'
import { useStockErrorMessage } from './stock-errors.ts'

type Props = {
  productId: number | null
  /** The product's name in the interface language, for the title (read from the product when empty). */
  productName?: string
  /** Only this store's movements, when the page is filtered to one store. */
  storeId?: number | null
  onClose: () => void
}

/** One product's ledger: every movement, newest first, with who, why and a link to the document. */
export function LedgerDrawer({ productId, productName, storeId, onClose }: Props) {
  const { t } = useTranslation('stock')
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

  const columns = useMovementColumns({ withProduct: false })

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
          meta={movements.data?.meta}
          onChange={(change) =>
            setPaging((current) => ('page' in change ? { ...current, ...change } : { page: 1, ...change }))
          }
        />
      </Flex>
    </Drawer>
  )
}
