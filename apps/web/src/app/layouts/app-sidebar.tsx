import { Layout, Menu, type MenuProps, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { AppLogo } from '../../components/app-logo.tsx'
import { useSession } from '../../lib/auth/use-session.ts'
import { splitLocalePath } from '../../lib/i18n/languages.ts'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import { MENU_GROUPS } from '../../lib/navigation/menu-item.ts'
import { buildMenu, findActiveEntry } from '../navigation/build-menu.ts'
import { MENU_ITEMS } from '../navigation/menu-items.tsx'

type Props = { collapsed: boolean; onCollapse: (collapsed: boolean) => void }

export function AppSidebar({ collapsed, onCollapse }: Props) {
  const { t } = useTranslation('navigation')
  const { token } = theme.useToken()
  const to = useLocalePath()
  const { path } = splitLocalePath(useLocation().pathname)
  const sections = buildMenu(MENU_GROUPS, MENU_ITEMS, useSession()?.permissions ?? [])
  const active = findActiveEntry(MENU_ITEMS, path)

  const sectionItems = sections.map(({ group, entries }) => ({
    group,
    children: entries.map(({ key, path: itemPath, icon: Icon }) => ({
      key: itemPath,
      icon: <Icon />,
      label: <Link to={to(itemPath)}>{t(`items.${key}`)}</Link>,
    })),
  }))
  // A collapsed sidebar has no room for group titles; dividers keep the groups apart instead.
  const items: MenuProps['items'] = collapsed
    ? sectionItems.flatMap(({ group, children }, index) =>
        index === 0 ? children : [{ type: 'divider' as const, key: `divider-${group}` }, ...children],
      )
    : sectionItems.map(({ group, children }) => ({
        type: 'group',
        key: group,
        label: t(`groups.${group}`),
        children,
      }))

  return (
    <Layout.Sider
      theme="light"
      width={240}
      collapsible
      collapsed={collapsed}
      onCollapse={onCollapse}
      breakpoint="lg"
      trigger={null}
      style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div style={{ height: 64, display: 'flex', alignItems: 'center', paddingInline: collapsed ? 24 : 20 }}>
        <AppLogo compact={collapsed} />
      </div>
      <nav aria-label={t('mainMenu')}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={active ? [active.path] : []}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
    </Layout.Sider>
  )
}
