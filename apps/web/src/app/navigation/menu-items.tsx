import { DashboardOutlined, SettingOutlined } from '@ant-design/icons'
import { permissionOf } from '../../components/resource/resource-screen.ts'
import { ORDERS_MENU_ITEMS } from '../../features/orders/orders-menu.ts'
import { POS_MENU_ITEMS } from '../../features/pos/pos-menu.ts'
import { REPORTS_MENU_ITEMS } from '../../features/reports/reports-menu.ts'
import { STOCK_MENU_ITEMS } from '../../features/stock/stock-menu.ts'
import type { MenuGroup, MenuItem } from '../../lib/navigation/menu-item.ts'
import { RESOURCE_SCREENS } from '../resource-screens.ts'

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
  // Pages that are not resource screens bring theirs from their features' menu lists: the route table loads
  // with /login, their icons only with the sidebar.
  ...STOCK_MENU_ITEMS,
  ...POS_MENU_ITEMS,
  ...ORDERS_MENU_ITEMS,
  ...REPORTS_MENU_ITEMS,
  { group: 'system', key: 'settings', path: '/settings', permission: 'settings.view', icon: SettingOutlined },
]
