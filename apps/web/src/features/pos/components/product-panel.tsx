import { AppstoreOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons'
import { centsToRiel } from '@sms/contract'
import { Button, Empty, Flex, Input, Segmented, Table, Typography, theme } from 'antd'
import { memo, type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Can } from '../../../components/can.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import type { CartProduct } from '../cart/cart-math.ts'
import { khr, usd } from '../receipt/money-text.ts'
import { useTill, useTillSearch } from '../screens/till-store.ts'
import { KeyHint } from './key-hint.tsx'
import './till.css'
import { formatNumber } from '../../../lib/number-locale.ts'

type ResultsProps = {
  products: CartProduct[]
  isLoading: boolean
  view: 'grid' | 'list'
  onAdd: (product: CartProduct) => void
  rate: number
  /** On hand at the till's store by product id, for the list view; absent while it loads. */
  stock: ReadonlyMap<number, number> | undefined
  /** The product ↑/↓ highlighted from the search field; Enter adds it. */
  activeId: number | null
}

const NOTICE_TYPES = { error: 'danger', warning: 'warning', info: 'secondary' } as const

/** The left side of the till: search or scan (F2), categories, the products as a grid or a list. */
export function ProductPanel() {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { refs, notice, categories, rate, addResult } = useTill()
  const found = useTillSearch()
  const activeId = found.searchKeys.activeId
  return (
    <Flex vertical gap={8} style={{ height: '100%', minHeight: 0, padding: 12, boxSizing: 'border-box' }}>
      <Flex gap={8} align="center">
        <Input
          ref={refs.search}
          size="large"
          value={found.search}
          onChange={(event) => found.setSearch(event.target.value)}
          onKeyDown={found.searchKeys.onSearchKeyDown}
          prefix={<SearchOutlined aria-hidden />}
          suffix={<KeyHint keys="F2 /" />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          autoComplete="off"
          aria-activedescendant={activeId === null ? undefined : resultId(activeId)}
          data-testid="till-search"
          allowClear
        />
        <Segmented
          aria-label={t('search.viewLabel')}
          value={found.view}
          onChange={(value) => found.setView(value as 'grid' | 'list')}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, title: t('search.grid') },
            { value: 'list', icon: <UnorderedListOutlined />, title: t('search.list') },
          ]}
        />
      </Flex>
      <Typography.Text
        role="status"
        aria-live="polite"
        type={NOTICE_TYPES[notice?.kind ?? 'info']}
        data-testid="till-notice"
        style={{ minHeight: 22 }}
      >
        {found.multiplier ? t('search.multiplier', { quantity: found.multiplier }) : (notice?.text ?? '')}
        {!found.multiplier && notice?.unknownCode && <CreateProductLink code={notice.unknownCode} />}
      </Typography.Text>
      <Flex gap={6} wrap style={{ maxHeight: 70, overflow: 'auto' }}>
        {/* Small buttons, not antd's checkable tags: a checked tag is white on the dark mode's green (3:1). */}
        <CategoryChip checked={found.categoryId === null} onClick={() => found.setCategoryId(null)}>
          {t('search.allCategories')}
        </CategoryChip>
        {categories.map((c) => (
          <CategoryChip
            key={c.id}
            checked={found.categoryId === c.id}
            onClick={() => found.setCategoryId(c.id)}
          >
            {localizedName(c, lang)}
          </CategoryChip>
        ))}
      </Flex>
      <ProductResults
        products={found.products.data ?? []}
        isLoading={found.products.isFetching}
        view={found.view}
        onAdd={addResult}
        rate={rate}
        stock={found.stock.data}
        activeId={activeId}
      />
    </Flex>
  )
}

const resultId = (productId: number) => `till-result-${productId}`

/**
 * The products found, memoised: a key typed in the search field (or the first key of a scan, which lands there
 * before it is known to be a scan) re-renders the field, not every tile, so the keyboard never waits.
 */
const ProductResults = memo(function ProductResults({
  products,
  isLoading,
  view,
  onAdd,
  rate,
  stock,
  activeId,
}: ResultsProps) {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { token } = theme.useToken()
  // The highlighted product stays in sight as ↑/↓ move through a long answer.
  useEffect(() => {
    if (activeId !== null) document.getElementById(resultId(activeId))?.scrollIntoView({ block: 'nearest' })
  }, [activeId])
  const priceKhr = (p: CartProduct) =>
    p.price_usd > 0 && rate ? centsToRiel(p.price_usd, rate) : p.price_khr
  return (
    <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
      {products.length === 0 && !isLoading ? (
        <Empty description={t('search.noResults')} />
      ) : view === 'grid' ? (
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}
          data-testid="till-grid"
        >
          {products.map((p) => (
            <button
              type="button"
              key={p.id}
              id={resultId(p.id)}
              className="till-tile"
              onClick={() => onAdd(p)}
              aria-label={t('search.add', { name: localizedName(p, lang) })}
              aria-current={p.id === activeId ? 'true' : undefined}
              style={{
                borderColor: p.id === activeId ? token.colorPrimary : token.colorBorder,
                outline: p.id === activeId ? `2px solid ${token.colorPrimary}` : undefined,
                background: p.id === activeId ? token.colorPrimaryBg : token.colorBgContainer,
                color: token.colorText,
                borderRadius: token.borderRadius,
              }}
            >
              <span className="till-tile-name">{p.name_kh || p.name_en}</span>
              {p.name_kh && (
                <span className="till-tile-en" style={{ color: token.colorTextSecondary }}>
                  {p.name_en}
                </span>
              )}
              <span style={{ flex: 1 }} />
              <span className="till-tile-price">{usd(p.price_usd)}</span>
              <span className="till-tile-khr" style={{ color: token.colorTextSecondary }}>
                {khr(priceKhr(p))}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={products}
          onRow={(p) => ({
            id: resultId(p.id),
            'aria-current': p.id === activeId ? 'true' : undefined,
            onClick: () => onAdd(p),
            style: { cursor: 'pointer', background: p.id === activeId ? token.colorPrimaryBg : undefined },
          })}
          columns={[
            { title: t('search.sku'), dataIndex: 'sku', width: 140 },
            { title: t('search.name'), render: (_, p) => localizedName(p, lang) },
            {
              title: t('search.stock'),
              align: 'right',
              width: 90,
              render: (_, p) => {
                const onHand = stock?.get(p.id)
                if (onHand === undefined) return '…'
                return (
                  <Typography.Text type={onHand <= 0 ? 'danger' : undefined} data-testid="till-stock">
                    {formatNumber(onHand)}
                  </Typography.Text>
                )
              },
            },
            {
              title: t('search.price'),
              align: 'right',
              width: 160,
              render: (_, p) => (
                <Button type="link" size="small" onClick={() => onAdd(p)}>
                  {usd(p.price_usd)} · {khr(priceKhr(p))}
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  )
})

function CategoryChip({
  checked,
  onClick,
  children,
}: {
  checked: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button size="small" type={checked ? 'primary' : 'default'} aria-pressed={checked} onClick={onClick}>
      {children}
    </Button>
  )
}

/** Opens the product form with the code as its barcode in a new tab, so the sale on screen waits untouched. */
function CreateProductLink({ code }: { code: string }) {
  const { t } = useTranslation('pos')
  const to = useLocalePath()
  return (
    <Can permission="products.create">
      {' — '}
      <a
        href={to(`/products/create?${new URLSearchParams({ barcode: code })}`)}
        target="_blank"
        rel="noopener"
        data-testid="till-create-product"
      >
        {t('scan.createProduct')}
      </a>
    </Can>
  )
}
