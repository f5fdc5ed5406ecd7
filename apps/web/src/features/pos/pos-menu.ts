import { PrinterOutlined, ShoppingOutlined } from '@ant-design/icons'
import type { MenuItem } from '../../lib/navigation/menu-item.ts'

/** The sales group's entries: the till and the printer set-up page (routes in pos-pages.ts). */
export const POS_MENU_ITEMS: readonly MenuItem[] = [
  { group: 'sales', key: 'pos', path: '/pos', permission: 'pos.create', icon: ShoppingOutlined },
  { group: 'sales', key: 'samples', path: '/samples', permission: 'pos.create', icon: PrinterOutlined },
]
