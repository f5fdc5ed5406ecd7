import type { StockCount } from '@sms/contract'
import { Card, Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/dates.ts'
import { DocumentStatusTag } from './document-status-tag.tsx'
import { StoreName } from './store-name.tsx'

/** A count's header: status, store, scope, and who started, posted or cancelled it and when. */
export function CountSummary({ data }: { data: StockCount }) {
  const { t } = useTranslation('stock')
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'status',
            label: t('counts.status'),
            children: <DocumentStatusTag status={data.status} />,
          },
          { key: 'store', label: t('counts.store'), children: <StoreName id={data.store_id} /> },
          {
            key: 'scope',
            label: t('counts.scope'),
            children: t(data.scope === 'full' ? 'counts.scopeFull' : 'counts.scopePartial'),
          },
          {
            key: 'created',
            label: t('counts.createdBy'),
            children: `${data.created_by_name ?? '—'} · ${formatDate(data.created_at)}`,
          },
          ...(data.posted_at
            ? [
                {
                  key: 'posted',
                  label: t('counts.postedBy'),
                  children: `${data.posted_by_name ?? '—'} · ${formatDate(data.posted_at)}`,
                },
              ]
            : []),
          ...(data.cancelled_at
            ? [
                {
                  key: 'cancelled',
                  label: t('counts.cancelledBy'),
                  children: `${data.cancelled_by_name ?? '—'} · ${formatDate(data.cancelled_at)}`,
                },
              ]
            : []),
          ...(data.note ? [{ key: 'note', label: t('counts.note'), children: data.note }] : []),
        ]}
      />
    </Card>
  )
}
