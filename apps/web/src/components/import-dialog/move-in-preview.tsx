import { type ImportPreview, type MoveInPreview, type MoveInStoreTarget, stockRoutes } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { Alert, Flex, Select, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api/api.ts'
import { formatKhr, formatUsd } from '../../lib/money.ts'
import { useResourceI18n } from '../resource/resource-text.ts'
import { ToneTag } from '../tone-tag.tsx'

/** What the reader may change: where each of their stores goes, and the currency of their prices. */
export type MoveInChoice = { stores: Record<string, MoveInStoreTarget>; currency: 'USD' | 'KHR' }

type Props = { preview: ImportPreview & { move_in: MoveInPreview }; onChange: (choice: MoveInChoice) => void }

/**
 * Another system's export, before anything is written: which of our stores gets each of theirs, how their
 * categories map, the products with their prices (and riel at today's rate) and stock per store, and what
 * is skipped and why. Changing a store or the currency checks the file again.
 */
export function MoveInPreviewView({ preview, onChange }: Props) {
  const { t } = useTranslation('import')
  const { tag } = useResourceI18n()
  const moveIn = preview.move_in
  const ours = useQuery({
    queryKey: ['me', 'stores'],
    queryFn: async ({ signal }) => (await api.call(stockRoutes.workStores, { signal })).data,
    staleTime: 60_000,
  })
  const storeName = (store: { name_en: string; name_kh: string | null }) =>
    tag.startsWith('km') ? (store.name_kh ?? store.name_en) : store.name_en
  const choice = (): MoveInChoice => ({
    stores: Object.fromEntries(moveIn.stores.map((s) => [s.name, s.target])),
    currency: moveIn.currency,
  })
  const storeOptions = [
    ...(ours.data ?? []).map((store) => ({ value: store.id, label: storeName(store) })),
    ...(moveIn.not_allowed.includes('stores') ? [] : [{ value: 'new', label: t('moveIn.newStore') }]),
    { value: 'skip', label: t('moveIn.skipStore') },
  ]
  const price = (values: Record<string, unknown>) =>
    Number(values.price_usd) > 0
      ? `${formatUsd(Number(values.price_usd), tag)} ≈ ${formatKhr(Number(values.riel_at_rate))}`
      : formatKhr(Number(values.price_khr))

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center" wrap>
        <ToneTag tone="underWay">{t(`moveIn.source.${moveIn.source}`)}</ToneTag>
        <Typography.Text>
          {t('moveIn.counts', { count: preview.total, skipped: moveIn.skipped.length })}
        </Typography.Text>
        <label htmlFor="move-in-currency">{t('moveIn.currency')}</label>
        <Select
          id="move-in-currency"
          style={{ width: 160 }}
          value={moveIn.currency}
          onChange={(currency) => onChange({ ...choice(), currency })}
          options={[
            { value: 'USD', label: t('moveIn.usd') },
            { value: 'KHR', label: t('moveIn.khr') },
          ]}
        />
      </Flex>
      {moveIn.not_allowed.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('moveIn.notAllowed', {
            what: moveIn.not_allowed.map((part) => t(`moveIn.parts.${part}`)).join(', '),
          })}
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('moveIn.storesTitle')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={moveIn.stores}
        locale={{ emptyText: t('moveIn.noStores') }}
        columns={[
          { key: 'name', title: t('moveIn.theirStore'), dataIndex: 'name' },
          {
            key: 'target',
            title: t('moveIn.ourStore'),
            render: (_, store) => (
              <Select
                aria-label={t('moveIn.ourStoreFor', { name: store.name })}
                style={{ minWidth: 200 }}
                showSearch={{ optionFilterProp: 'label' }}
                value={store.target}
                options={storeOptions}
                onChange={(target: MoveInStoreTarget) =>
                  onChange({ ...choice(), stores: { ...choice().stores, [store.name]: target } })
                }
              />
            ),
          },
          { key: 'products', title: t('moveIn.withStock'), dataIndex: 'products' },
          { key: 'quantity', title: t('moveIn.quantity'), dataIndex: 'quantity' },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('moveIn.categoriesTitle')}
      </Typography.Title>
      <Flex wrap gap={8}>
        {moveIn.categories.map((category) => (
          <ToneTag key={category.name} tone={category.category_id ? 'done' : 'draft'}>
            {category.name} · {category.category_id ? t('moveIn.existing') : t('moveIn.new')} (
            {category.products})
          </ToneTag>
        ))}
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('previewTitle', { count: preview.preview.length })}
      </Typography.Title>
      <Table
        size="small"
        rowKey="row"
        pagination={false}
        scroll={{ x: 'max-content', y: 240 }}
        dataSource={preview.preview}
        columns={[
          { key: 'row', title: t('columns.row'), dataIndex: 'row', width: 64 },
          {
            key: 'name',
            title: t('moveIn.product'),
            render: (_, { values }) => String((tag.startsWith('km') && values.name_kh) || values.name_en),
          },
          { key: 'sku', title: 'SKU', render: (_, { values }) => String(values.sku) },
          { key: 'price', title: t('moveIn.price'), render: (_, { values }) => price(values) },
          {
            key: 'category',
            title: t('moveIn.category'),
            render: (_, { values }) => String(values.category ?? ''),
          },
          { key: 'unit', title: t('moveIn.unit'), render: (_, { values }) => String(values.unit ?? '') },
          {
            key: 'stock',
            title: t('moveIn.stock'),
            render: (_, { values }) =>
              Object.entries((values.stock ?? {}) as Record<string, number>)
                .map(([store, quantity]) => `${store}: ${quantity}`)
                .join(' · '),
          },
        ]}
      />
      {moveIn.skipped.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('moveIn.skippedTitle')}
          </Typography.Title>
          <Table
            size="small"
            rowKey={(s) => `${s.row}-${s.reason}-${s.store ?? ''}`}
            pagination={moveIn.skipped.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={moveIn.skipped}
            columns={[
              { key: 'row', title: t('columns.row'), dataIndex: 'row', width: 64 },
              { key: 'name', title: t('moveIn.product'), dataIndex: 'name' },
              {
                key: 'reason',
                title: t('moveIn.why'),
                render: (_, s) => t(`moveIn.reasons.${s.reason}`, { store: s.store }),
              },
            ]}
          />
        </>
      )}
    </Flex>
  )
}
