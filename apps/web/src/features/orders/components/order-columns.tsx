import { customersResource, type OrderSummary, storesResource } from '@sms/contract'
import type { TableColumnType } from 'antd'
import { useTranslation } from 'react-i18next'
import { ReferenceName } from '../../../components/resource/cells.tsx'
import type { ReferenceSpec } from '../../../components/resource/resource-screen.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { useMoney } from './use-money.ts'

/** Customers go by their one name, not the name in each language other records have. */
export const CUSTOMER_REFERENCE: ReferenceSpec = { contract: customersResource, label: (c) => String(c.name) }

/** A customer by name, looked up once per id; a sale without one is the walk-in's. */
export function CustomerName({ id }: { id: number | null }) {
  const { t } = useTranslation('orders')
  return id ? <ReferenceName reference={CUSTOMER_REFERENCE} id={id} /> : t('walkIn')
}

/**
 * The columns every list of orders shows the same way (all orders, those waiting for approval): when, where,
 * for whom and how much. Each list puts them in its own order among its own columns.
 */
export function useOrderColumns() {
  const { t } = useTranslation('orders')
  const money = useMoney()
  const column = (column: TableColumnType<OrderSummary>) => column
  return {
    date: column({
      key: 'date',
      title: t('columns.date'),
      render: (_, row) => formatDateTime(row.created_at),
    }),
    store: column({
      key: 'store',
      title: t('columns.store'),
      render: (_, row) => <ReferenceName reference={{ contract: storesResource }} id={row.store_id} />,
    }),
    customer: column({
      key: 'customer',
      title: t('columns.customer'),
      render: (_, row) => <CustomerName id={row.customer_id} />,
    }),
    usd: column({
      key: 'usd',
      title: t('columns.totalUsd'),
      align: 'right',
      render: (_, row) => money.usd(row.total_usd),
    }),
    khr: column({
      key: 'khr',
      title: t('columns.totalKhr'),
      align: 'right',
      render: (_, row) => money.khr(row.total_khr),
    }),
  }
}
