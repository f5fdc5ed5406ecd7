import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Button, Flex, Layout, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { ColorModeSwitcher } from '../../components/color-mode-switcher.tsx'
import { LanguageSwitcher } from '../../components/language-switcher.tsx'
import { LiveStatusIndicator } from '../../components/live-status-indicator.tsx'
import { UserMenu } from '../../features/auth/components/user-menu.tsx'
import { NotificationBell } from '../../features/settings/components/notification-bell.tsx'
import { RateIndicator } from '../../features/settings/components/rate-indicator.tsx'

type Props = { collapsed: boolean; onToggle: () => void }

/**
 * The top menubar: sidebar toggle on the left; today's riel rate, notifications, whether live updates flow,
 * language, colour mode and the signed-in user on the right.
 */
export function AppHeader({ collapsed, onToggle }: Props) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        aria-label={t(collapsed ? 'actions.expandMenu' : 'actions.collapseMenu')}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
        <RateIndicator />
        <NotificationBell />
        <LiveStatusIndicator />
        <LanguageSwitcher />
        <ColorModeSwitcher />
        <UserMenu />
      </Flex>
    </Layout.Header>
  )
}
