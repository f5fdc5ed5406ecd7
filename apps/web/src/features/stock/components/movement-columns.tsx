import type { StockMovement } from '@sms/contract'
import { type TableColumnsType, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { DATE_FORMAT } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { documentLabelKey, documentPath } from './document-links.ts'
import { Quantity } from './quantity.tsx'
import { StoreName } from './store-name.tsx'

const ADJUSTMENT_REASON = /^(initial|found|damaged|expired|lost|stolen|correction)$/

/**
 * The ledger's columns: date, store, (product,) kind, reason, signed quantity, lot, who and the document behind
 * it. One product's ledger leaves the product out; the movements list shows it.
 */
export function useMovementColumns({
  withProduct,
}: {
  withProduct: boolean
}): TableColumnsType<StockMovement> {
  const { t } = useTranslation('stock')
  const to = useLocalePath()
  const lang = useLang()
  const product: TableColumnsType<StockMovement> = [
    {
      key: 'product',
      title: t('manage.product'),
      render: (_, row) => (
        <>
          {localizedName({ name_en: row.product_name_en, name_kh: row.product_name_kh }, lang)}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.sku}
          </Typography.Text>
        </>
      ),
    },
  ]
  return [
    {
      key: 'date',
      title: t('ledger.date'),
      render: (_, row) => dayjs(row.created_at).format(`${DATE_FORMAT} HH:mm`),
    },
    { key: 'store', title: t('ledger.store'), render: (_, row) => <StoreName id={row.store_id} /> },
    ...(withProduct ? product : []),
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
    { key: 'lot', title: t('ledger.lot'), render: (_, row) => row.lot_number ?? '—' },
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
}
