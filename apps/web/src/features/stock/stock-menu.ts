import {
  AlertOutlined,
  AuditOutlined,
  DatabaseOutlined,
  DiffOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
} from '@ant-design/icons'
import type { MenuItem } from '../../lib/navigation/menu-item.ts'

/**
 * The stock pages' sidebar entries (routes in stock-pages.ts), in the sidebar's order. The route table loads
 * with /login, so the entries and their icons live here, where only the signed-in layout's sidebar loads them.
 */
export const STOCK_MENU_ITEMS: readonly MenuItem[] = [
  {
    group: 'stock',
    key: 'stocksManage',
    path: '/stocks/manage',
    permission: 'stocks.list',
    icon: DatabaseOutlined,
  },
  {
    group: 'stock',
    key: 'stockMovements',
    path: '/stocks/movements',
    permission: 'stock-movements.list',
    icon: HistoryOutlined,
  },
  {
    group: 'stock',
    key: 'stockAdjustments',
    path: '/stocks/adjustments',
    permission: 'stock-adjustments.list',
    icon: DiffOutlined,
  },
  {
    group: 'stock',
    key: 'purchaseOrders',
    path: '/stocks/purchase-orders',
    permission: 'purchase-orders.list',
    icon: ShoppingCartOutlined,
  },
  { group: 'stock', key: 'lowStock', path: '/stocks/low', permission: 'stocks.list', icon: AlertOutlined },
  {
    group: 'inventory',
    key: 'expiredProducts',
    path: '/products/expired',
    permission: 'products.list',
    icon: FieldTimeOutlined,
  },
  {
    group: 'stock',
    key: 'stockTransfers',
    path: '/stocks/transfer',
    permission: 'stock-transfers.list',
    icon: SwapOutlined,
  },
  {
    group: 'stock',
    key: 'stockCounts',
    path: '/stocks/counts',
    permission: 'stock-counts.list',
    icon: AuditOutlined,
  },
]
