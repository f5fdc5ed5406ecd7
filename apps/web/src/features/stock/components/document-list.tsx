import { PlusOutlined } from '@ant-design/icons'
import type { Permission } from '@sms/contract'
import { Button, Card, Flex, type TableColumnsType, Tabs, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { type ListQuery, ListTable } from '../../../components/resource/list-table.tsx'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useUrlState } from '../../../lib/navigation/use-url-state.ts'
import type { DocumentStatus } from './document-status-tag.tsx'
import { StoreFilter } from './store-select.tsx'

/**
 * The URL state every stock document list shares (status among the document's own, store, page and size, plus
 * the page's `extra` filters) and the list query it makes: newest first.
 */
export function useDocumentListSearch<K extends string>(
  statuses: readonly string[],
  extra: readonly K[] = [],
) {
  const { values: search, page, perPage, set: setSearch, paging } = useUrlState(['status', 'store', ...extra])
  const status = statuses.includes(search.status) ? search.status : ''
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' })
  if (status) query.set('filter[status][equals]', status)
  if (search.store) query.set('filter[store_id][equals]', search.store)
  return { search, setSearch, paging, status, query }
}

/**
 * A stock document list page: title and create button, a tab per status, the store and the page's own filters,
 * the table and its paging. Texts not given come from the `stock` namespace.
 */
export function DocumentList<Row extends { id: number }>(props: {
  title: string
  create: { permission: Permission; label: string; path: string }
  statuses: readonly DocumentStatus[]
  search: ReturnType<typeof useDocumentListSearch>
  /** The store filter's name where it means more than the document's store (a transfer's either end). */
  storeLabel?: string
  filters?: ReactNode
  list: ListQuery<Row>
  columns: TableColumnsType<Row>
  emptyText: string
}) {
  const { t } = useTranslation('stock')
  const navigate = useNavigate()
  const to = useLocalePath()
  const { search, setSearch, paging, status } = props.search

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Can permission={props.create.permission}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(props.create.path))}>
            {props.create.label}
          </Button>
        </Can>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
        <Tabs
          aria-label={t('filters.status')}
          activeKey={status || 'all'}
          onChange={(key) => setSearch({ status: key === 'all' ? null : key })}
          items={[
            { key: 'all', label: t('filters.all') },
            ...props.statuses.map((value) => ({ key: value, label: t(`status.${value}`) })),
          ]}
        />
        <Flex wrap gap={12} align="center">
          <StoreFilter
            label={props.storeLabel}
            value={search.store ? Number(search.store) : null}
            onChange={(store) => setSearch({ store })}
            width={240}
          />
          {props.filters}
        </Flex>
        <ListTable<Row>
          list={props.list}
          loadFailed={t('manage.loadFailed')}
          paging={paging}
          rowKey="id"
          columns={props.columns}
          emptyText={props.emptyText}
        />
      </Card>
    </Flex>
  )
}
