import { DesktopOutlined, MenuOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons'
import { Button, Flex, Select, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ColorModeSwitcher } from '../../../components/color-mode-switcher.tsx'
import { LanguageSwitcher } from '../../../components/language-switcher.tsx'
import { LiveStatusIndicator } from '../../../components/live-status-indicator.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { formatNumber } from '../../../lib/number-locale.ts'
import { useTill } from '../screens/till-store.ts'
import { KeyHint } from './key-hint.tsx'
import { OutboxStatus } from './outbox-status.tsx'

/** store ▸ cashier · shift opened at · today's rate · held carts · connection · menu (SALES.md's top bar). */
export function TillTopBar() {
  const { t, i18n } = useTranslation('pos')
  const to = useLocalePath()
  const lang = useLang()
  const { token } = theme.useToken()
  const till = useTill()
  const { stores, store, cashier, rate, screen, openDialog } = till
  // A closed shift is no shift here: its buttons go, and the bar says none is open.
  const shift = till.hasOpenShift ? till.shift : null
  const openedAt = shift
    ? new Date(shift.opened_at).toLocaleTimeString(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
      })
    : null
  const rateText = rate ? t('topBar.rate', { one: 1, rate: formatNumber(rate) }) : t('topBar.noRate')
  const heldCount = till.held.carts.length
  const shiftText = openedAt ? t('topBar.shiftOpened', { time: openedAt }) : t('topBar.noShift')
  const summary = [localizedName(store, lang), cashier, rateText, shiftText].filter(Boolean).join(' · ')
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
      {stores.length > 1 && (
        <Select
          aria-label={t('topBar.store')}
          value={store.id}
          onChange={till.chooseStore}
          options={stores.map((s) => ({ value: s.id, label: localizedName(s, lang) }))}
          style={{ minWidth: 160 }}
        />
      )}
      {/* Two short lines that give way (ellipsis, the whole text on hover) to the buttons at 1366 px, instead
          of narrow columns broken inside words. The rate leads its line: the cashier reads it most. */}
      <Flex vertical style={{ minWidth: 0, flex: '1 1 200px', lineHeight: 1.3 }} title={summary}>
        <Typography.Text ellipsis>
          {stores.length > 1 ? null : (
            <>
              <Typography.Text strong>{localizedName(store, lang)}</Typography.Text>{' '}
              <Typography.Text type="secondary">▸</Typography.Text>{' '}
            </>
          )}
          <span data-testid="till-cashier">{cashier}</span>
        </Typography.Text>
        <Typography.Text ellipsis style={{ fontSize: token.fontSizeSM }}>
          <span data-testid="till-rate">{rateText}</span>
          <Typography.Text type="secondary"> · </Typography.Text>
          <span data-testid="till-shift">{shiftText}</span>
        </Typography.Text>
      </Flex>
      <Button onClick={() => openDialog('recall')} data-testid="till-held-count">
        <Tag color={heldCount > 0 ? 'orange' : undefined} style={{ marginInlineEnd: 0 }}>
          {t('topBar.held', { count: heldCount })}
        </Tag>
        <KeyHint keys="Shift+F4" />
      </Button>
      {shift && (
        <Button onClick={() => till.run('return')} data-testid="till-return">
          {t('return.button')}
          <KeyHint keys="F10" />
        </Button>
      )}
      {shift && <Button onClick={() => openDialog('cashMove')}>{t('topBar.cashMove')}</Button>}
      {shift && (
        <Button onClick={() => openDialog('drawer')} data-testid="till-drawer">
          {t('drawer.button')}
          <KeyHint keys="Alt+D" />
        </Button>
      )}
      {shift && (
        <Button onClick={() => openDialog('closeShift')} danger>
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
        icon={screen.muted ? <MutedOutlined /> : <SoundOutlined />}
        aria-label={screen.muted ? t('topBar.unmute') : t('topBar.mute')}
        title={screen.muted ? t('topBar.unmute') : t('topBar.mute')}
        aria-pressed={screen.muted}
        onClick={() => till.setMuted(!screen.muted)}
        data-testid="till-mute"
      />
      <OutboxStatus outbox={till.outbox} />
      <LiveStatusIndicator />
      <LanguageSwitcher />
      <ColorModeSwitcher />
    </Flex>
  )
}
