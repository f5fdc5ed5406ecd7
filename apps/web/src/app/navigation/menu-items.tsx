import { DashboardOutlined, SettingOutlined } from '@ant-design/icons'
import type { Permission } from '@sms/contract'
import type { ComponentType } from 'react'
import { permissionOf } from '../../components/resource/resource-screen.ts'
import { ORDERS_MENU_ITEMS } from '../../features/orders/orders-menu.ts'
import { POS_MENU_ITEMS } from '../../features/pos/pos-menu.ts'
import { REPORT_PAGES } from '../../features/reports/reports-pages.ts'
import { STOCK_PAGES } from '../../features/stock/stock-pages.ts'
import type enNavigation from '../../locales/en/navigation.json'
import { pageMenuItems } from '../page-entry.tsx'
import { RESOURCE_SCREENS } from '../resource-screens.ts'

/** The spec's menu groups, in the order the sidebar shows them. */
export const MENU_GROUPS = [
  'inventory',
  'reference',
  'userManagement',
  'registration',
  'dashboard',
  'stock',
  'sales',
  'report',
  'system',
] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

export type MenuItem = {
  group: MenuGroup
  /** Label key under `navigation:items`. */
  key: keyof typeof enNavigation.items
  /** App path without the language prefix. */
  path: string
  /** Shown only to users whose stored permissions contain this one. */
  permission: Permission
  icon: ComponentType
}

/** The whole sidebar. Each feature adds its entries here; groups without a visible entry are hidden. */
export const MENU_ITEMS: readonly MenuItem[] = [
  {
    group: 'dashboard',
    key: 'dashboards',
    path: '/dashboards',
    permission: 'dashboards.view',
    icon: DashboardOutlined,
  },
  // Resource screens bring their own entries (list permission, label under navigation:items).
  ...RESOURCE_SCREENS.flatMap(({ menu, contract, route }) =>
    menu
      ? [
          {
            group: menu.group as MenuGroup,
            key: menu.key as MenuItem['key'],
            path: `/${route}`,
            permission: permissionOf(contract, 'list'),
            icon: menu.icon,
          },
        ]
      : [],
  ),
  // Pages that are not resource screens (stock on hand, documents) bring theirs from their page lists.
  ...pageMenuItems(STOCK_PAGES),
  ...POS_MENU_ITEMS,
  ...ORDERS_MENU_ITEMS,
  ...pageMenuItems(REPORT_PAGES),
  { group: 'system', key: 'settings', path: '/settings', permission: 'settings.view', icon: SettingOutlined },
]
