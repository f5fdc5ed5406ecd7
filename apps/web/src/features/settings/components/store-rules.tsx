import { EditOutlined } from '@ant-design/icons'
import { type storeSchema, storesResource } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import { resourceApi, resourceKeys } from '../../../components/resource/resource-api.ts'
import { ToneTag } from '../../../components/tone-tag.tsx'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { LANG_TAG } from '../../../lib/i18n/languages.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'

type StoreRow = z.infer<typeof storeSchema> & { id: number }
const QUERY = 'per_page=200&sort=name_en'

/**
 * Negative stock and the adjustment approval limit belong to each store (decision 0017): this lists them and
 * links to each store's form, where they are edited with `stores.edit`, so there is one way to change them.
 */
export function StoreRules() {
  const { t } = useTranslation('settings')
  const session = useSession()
  const canList = hasPermission(session, 'stores.list')
  const canEdit = hasPermission(session, 'stores.edit')
  const lang = useLang()
  const to = useLocalePath()
  const stores = useQuery({
    queryKey: resourceKeys.list(storesResource, QUERY),
    queryFn: ({ signal }) => resourceApi(storesResource).list(QUERY, signal),
    enabled: canList,
  })
  const name = (store: StoreRow) => (lang === 'kh' && store.name_kh) || store.name_en

  if (!canList) return <Typography.Paragraph type="secondary">{t('stores.noAccess')}</Typography.Paragraph>
  return (
    <>
      <Typography.Paragraph type="secondary">{t('stores.intro')}</Typography.Paragraph>
      <Table<StoreRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={stores.isPending}
        dataSource={(stores.data?.data ?? []) as StoreRow[]}
        columns={[
          { key: 'name', title: t('stores.store'), render: (_, store) => name(store) },
          {
            key: 'negative',
            title: t('stores.negative'),
            render: (_, store) =>
              store.allow_negative_stock ? (
                <ToneTag tone="warning">{t('stores.allowed')}</ToneTag>
              ) : (
                <Tag>{t('stores.notAllowed')}</Tag>
              ),
          },
          {
            key: 'limit',
            title: t('stores.limit'),
            align: 'end',
            render: (_, store) => formatUsd(store.adjustment_approval_limit_usd, LANG_TAG[lang]),
          },
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  title: '',
                  width: 56,
                  render: (_: unknown, store: StoreRow) => (
                    <Link
                      to={to(`/stores/update/${store.id}`)}
                      aria-label={t('stores.edit', { store: name(store) })}
                    >
                      <EditOutlined />
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  )
}
