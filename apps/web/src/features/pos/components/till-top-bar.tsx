import { DesktopOutlined, MenuOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons'
import type { Shift, WorkStore } from '@sms/contract'
import { Button, Flex, Select, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ColorModeSwitcher } from '../../../components/color-mode-switcher.tsx'
import { LanguageSwitcher } from '../../../components/language-switcher.tsx'
import { LiveStatusIndicator } from '../../../components/live-status-indicator.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatNumber } from '../../../lib/number-locale.ts'
import type { OutboxView } from '../offline/use-outbox.ts'
import { KeyHint } from './key-hint.tsx'
import { OutboxStatus } from './outbox-status.tsx'

type Props = {
  stores: WorkStore[]
  storeId: number | null
  onStore: (id: number) => void
  cashier: string
  shift: Shift | null
  rate: number | null
  heldCount: number
  onRecall: () => void
  onReturn: () => void
  onCashMove: () => void
  onDrawer: () => void
  onCloseShift: () => void
  muted: boolean
  onMuted: (muted: boolean) => void
  outbox: OutboxView
}

/** store ▸ cashier · shift opened at · today's rate · held carts · connection · menu (SALES.md's top bar). */
export function TillTopBar(props: Props) {
  const { t, i18n } = useTranslation('pos')
  const to = useLocalePath()
  const lang = useLang()
  const { token } = theme.useToken()
  const store = props.stores.find((s) => s.id === props.storeId)
  const openedAt = props.shift
    ? new Date(props.shift.opened_at).toLocaleTimeString(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
      })
    : null
  const rateText = props.rate
    ? t('topBar.rate', { one: 1, rate: formatNumber(props.rate) })
    : t('topBar.noRate')
  const shiftText = openedAt ? t('topBar.shiftOpened', { time: openedAt }) : t('topBar.noShift')
  const summary = [store ? localizedName(store, lang) : '', props.cashier, rateText, shiftText]
    .filter(Boolean)
    .join(' · ')
  return (
    <Flex
      component="header"
      align="center"
      gap={8}
      wrap="nowrap"
      style={{
        padding: '6px 12px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        minHeight: 48,
      }}
    >
      <Link to={to('/')} aria-label={t('topBar.menu')}>
        <Button icon={<MenuOutlined />} tabIndex={-1} aria-hidden />
      </Link>
      {props.stores.length > 1 && (
        <Select
          aria-label={t('topBar.store')}
          value={props.storeId ?? undefined}
          onChange={props.onStore}
          options={props.stores.map((s) => ({ value: s.id, label: localizedName(s, lang) }))}
          style={{ minWidth: 160 }}
        />
      )}
      {/* Two short lines that give way (ellipsis, the whole text on hover) to the buttons at 1366 px, instead
          of narrow columns broken inside words. The rate leads its line: the cashier reads it most. */}
      <Flex vertical style={{ minWidth: 0, flex: '1 1 200px', lineHeight: 1.3 }} title={summary}>
        <Typography.Text ellipsis>
          {props.stores.length > 1 ? null : (
            <>
              <Typography.Text strong>{store ? localizedName(store, lang) : null}</Typography.Text>{' '}
              <Typography.Text type="secondary">▸</Typography.Text>{' '}
            </>
          )}
          <span data-testid="till-cashier">{props.cashier}</span>
        </Typography.Text>
        <Typography.Text ellipsis style={{ fontSize: token.fontSizeSM }}>
          <span data-testid="till-rate">{rateText}</span>
          <Typography.Text type="secondary"> · </Typography.Text>
          <span data-testid="till-shift">{shiftText}</span>
        </Typography.Text>
      </Flex>
      <Button onClick={props.onRecall} data-testid="till-held-count">
        <Tag color={props.heldCount > 0 ? 'orange' : undefined} style={{ marginInlineEnd: 0 }}>
          {t('topBar.held', { count: props.heldCount })}
        </Tag>
        <KeyHint keys="Shift+F4" />
      </Button>
      {props.shift && (
        <Button onClick={props.onReturn} data-testid="till-return">
          {t('return.button')}
          <KeyHint keys="F10" />
        </Button>
      )}
      {props.shift && <Button onClick={props.onCashMove}>{t('topBar.cashMove')}</Button>}
      {props.shift && (
        <Button onClick={props.onDrawer} data-testid="till-drawer">
          {t('drawer.button')}
          <KeyHint keys="Alt+D" />
        </Button>
      )}
      {props.shift && (
        <Button onClick={props.onCloseShift} danger>
          {t('topBar.closeShift')}
        </Button>
      )}
      <Button
        icon={<DesktopOutlined />}
        aria-label={t('display.open')}
        title={t('display.open')}
        // A window of its own, to drag onto the customer's screen (decision 0042).
        onClick={() => window.open(to('/pos/display'), 'sms-customer-display', 'popup')}
        data-testid="till-customer-display"
      />
      <Button
        icon={props.muted ? <MutedOutlined /> : <SoundOutlined />}
        aria-label={props.muted ? t('topBar.unmute') : t('topBar.mute')}
        title={props.muted ? t('topBar.unmute') : t('topBar.mute')}
        aria-pressed={props.muted}
        onClick={() => props.onMuted(!props.muted)}
        data-testid="till-mute"
      />
      <OutboxStatus outbox={props.outbox} />
      <LiveStatusIndicator />
      <LanguageSwitcher />
      <ColorModeSwitcher />
    </Flex>
  )
}
