import { AuditOutlined, FileTextOutlined, ProfileOutlined } from '@ant-design/icons'
import type { MenuItem } from '../../lib/navigation/menu-item.ts'

/** The sales group's back-office entries (routes in orders-pages.ts). */
export const ORDERS_MENU_ITEMS: readonly MenuItem[] = [
  { group: 'sales', key: 'orders', path: '/orders', permission: 'orders.list', icon: ProfileOutlined },
  {
    group: 'sales',
    key: 'ordersReview',
    path: '/orders/review',
    permission: 'orders.approve',
    icon: AuditOutlined,
  },
  { group: 'sales', key: 'invoices', path: '/invoices', permission: 'invoices.list', icon: FileTextOutlined },
]
