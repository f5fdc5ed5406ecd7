import { CalculatorOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Divider, Empty, Flex, Typography, theme } from 'antd'
import { Fragment, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ShortageTag } from '../../../components/stock-shortage.tsx'
import { taxLabel } from '../../../components/tax-label.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { formatQuantity } from '../../../lib/number-locale.ts'
import { KEY_LABELS, type TillCommand } from '../keyboard/keymap.ts'
import { khr, usd } from '../receipt/money-text.ts'
import { useTill } from '../screens/till-store.ts'
import { KeyHint } from './key-hint.tsx'
import { Numpad } from './numpad.tsx'

/** The right side: customer (F3), the lines (↑/↓), the totals with a large TOTAL in dollars and riel, the actions. */
export function CartPanel() {
  const till = useTill()
  const { totals, canOverridePrice, numpad, cartStock } = till
  const { cart, dispatch } = till.draft
  const onCommand = till.run
  // Nothing is sold without an open shift: the buttons wait for it.
  const busy = !till.hasOpenShift
  const selectedLine = cart.lines[cart.selected]
  // The line a scan just added to flashes; the tick alternates so a second scan restarts the flash.
  const scanFlash = till.scanFlash
  const flash = scanFlash && selectedLine ? { key: selectedLine.key, tick: scanFlash.tick } : null
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { token } = theme.useToken()
  const selectedRow = useRef<HTMLLIElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selected row moves when the selection or the lines change
  useEffect(() => {
    selectedRow.current?.scrollIntoView({ block: 'nearest' })
  }, [cart.selected, cart.lines.length])
  const hasLines = cart.lines.length > 0
  const hasSelection = cart.selected >= 0
  // With the numpad open the line actions get smaller, so the whole panel still fits 768 px.
  const action = (command: TillCommand, label: string, extra: Parameters<typeof Button>[0] = {}) => (
    <Button
      onClick={() => onCommand(command)}
      disabled={busy}
      size={numpad.open ? 'small' : undefined}
      {...extra}
    >
      {label}
      <KeyHint keys={KEY_LABELS[command]} />
    </Button>
  )
  return (
    <Flex
      vertical
      style={{
        height: '100%',
        // The padding inside the height: the panel ends at the bottom of the screen, PAY included.
        boxSizing: 'border-box',
        minHeight: 0,
        padding: 12,
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      <Button
        icon={<UserOutlined />}
        onClick={() => onCommand('customer')}
        style={{ justifyContent: 'flex-start' }}
        data-testid="till-customer"
      >
        {t('cart.customer')}: {cart.customer?.name ?? t('cart.walkIn')}
        <KeyHint keys="F3" />
      </Button>
      <ul
        aria-label={t('cart.lines')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long cart scrolls; a scrolling region takes the focus so the keyboard can scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        data-testid="till-cart"
        style={{ listStyle: 'none', margin: '8px 0', padding: 0, flex: 1, minHeight: 0, overflow: 'auto' }}
      >
        {!hasLines && (
          <li>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.empty')} />
          </li>
        )}
        {cart.lines.map((line, index) => {
          const figures = totals.lines[index]
          const selected = index === cart.selected
          const flashing = flash?.key === line.key
          const shortage = cartStock.short.get(line.product.id)
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: lines are selected with ↑/↓ from anywhere on the till
            <li
              key={line.key}
              ref={selected ? selectedRow : undefined}
              aria-current={selected ? 'true' : undefined}
              data-testid="cart-line"
              className={flashing ? 'cart-line-flash' : undefined}
              data-flash={flashing ? flash.tick % 2 : undefined}
              onClick={() => dispatch({ type: 'select', index })}
              style={{
                ['--till-flash' as string]: token.colorSuccessBg,
                ['--till-flash-edge' as string]: token.colorSuccess,
                padding: '6px 8px',
                borderRadius: token.borderRadius,
                cursor: 'pointer',
                background: selected ? token.colorPrimaryBg : undefined,
                borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
              }}
            >
              <Flex justify="space-between" gap={8}>
                <span style={{ fontWeight: 600 }}>{line.product.name_kh || line.product.name_en}</span>
                <span style={{ fontWeight: 600 }} data-testid="cart-line-amount">
                  {usd(figures?.amount ?? 0)}
                </span>
              </Flex>
              <Flex justify="space-between" gap={8} style={{ color: token.colorTextSecondary, fontSize: 12 }}>
                <span>
                  {line.product.name_kh ? `${line.product.name_en} · ` : ''}
                  <span data-testid="cart-line-quantity">{formatQuantity(Number(line.quantity))}</span> ×{' '}
                  {usd(figures?.unitPrice ?? 0)}
                  {line.priceOverride !== null && ` (${t('cart.overridden')})`}
                </span>
                {figures && figures.lineDiscount + figures.orderDiscount > 0 && (
                  <span>−{usd(figures.lineDiscount + figures.orderDiscount)}</span>
                )}
              </Flex>
              {shortage && <ShortageTag shortage={shortage} blocking={cartStock.blocking} />}
            </li>
          )
        })}
      </ul>
      <Flex wrap gap={6}>
        {action('quantity', t('cart.quantity'), { disabled: busy || !hasSelection })}
        {canOverridePrice && action('price', t('cart.priceOverride'), { disabled: busy || !hasSelection })}
        {action('lineDiscount', t('cart.lineDiscount'), { disabled: busy || !hasSelection })}
        {action('orderDiscount', t('cart.orderDiscount'), { disabled: busy || !hasLines })}
        {action('increment', t('cart.increment'), {
          disabled: busy || !hasSelection,
          'aria-label': t('cart.increment'),
        })}
        {action('decrement', t('cart.decrement'), { disabled: busy || !hasSelection })}
        {action('removeLine', t('cart.remove'), { disabled: busy || !hasSelection, danger: true })}
        {action('clearCart', t('cart.clear'), { disabled: busy || !hasLines, danger: true })}
        <Button
          icon={<CalculatorOutlined />}
          size={numpad.open ? 'small' : undefined}
          aria-pressed={numpad.open}
          onClick={numpad.onToggle}
          data-testid="till-numpad-toggle"
        >
          {t('numpad.show')}
        </Button>
      </Flex>
      {numpad.open && (
        <div style={{ marginTop: 6 }}>
          <Numpad
            disabled={busy || !hasSelection}
            canOverridePrice={canOverridePrice}
            onApply={numpad.onApply}
          />
        </div>
      )}
      <Divider style={{ margin: '8px 0' }} />
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 2 }}>
        <dt>{t('cart.subtotal')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }} data-testid="till-subtotal">
          {usd(totals.subtotal)}
        </dd>
        <dt>{t('cart.discounts')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }} data-testid="till-discount">
          {totals.discount > 0 ? `−${usd(totals.discount)}` : usd(0)}
        </dd>
        <dt>{t('cart.vat')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }} data-testid="till-vat">
          {usd(totals.vat)}
        </dd>
        {/* The other taxes are in the subtotal already (decision 0044): listed, never added again. */}
        {totals.taxes.map((tax) => (
          <Fragment key={tax.tax_id}>
            <dt>{taxLabel(tax, lang)}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }} data-testid={`till-tax-${tax.code}`}>
              {usd(tax.amount_usd)}
            </dd>
          </Fragment>
        ))}
      </dl>
      <Flex justify="space-between" align="baseline" style={{ marginTop: 6 }}>
        <Typography.Text strong style={{ fontSize: 22 }}>
          {t('cart.total')}
        </Typography.Text>
        <Flex vertical align="end">
          <span style={{ fontSize: 36, fontWeight: 700, lineHeight: 1.1 }} data-testid="till-total-usd">
            {usd(totals.total)}
          </span>
          <span
            style={{ fontSize: 22, fontWeight: 600, color: token.colorTextSecondary }}
            data-testid="till-total-khr"
          >
            {khr(totals.totalKhr)}
          </span>
        </Flex>
      </Flex>
      <Flex gap={8} style={{ marginTop: 8 }}>
        {action('hold', t('cart.hold'), { disabled: busy || !hasLines, size: 'large' })}
        {action('recall', t('cart.recall'), { size: 'large' })}
        <Button
          type="primary"
          size="large"
          style={{ flex: 1, height: 52, fontSize: 22, fontWeight: 700 }}
          disabled={busy || !hasLines}
          onClick={() => onCommand('pay')}
          data-testid="till-pay"
        >
          {t('cart.pay')}
          <KeyHint keys="F9" />
        </Button>
      </Flex>
    </Flex>
  )
}
