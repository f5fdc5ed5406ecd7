import { BarChartOutlined, DollarOutlined, InboxOutlined, TeamOutlined } from '@ant-design/icons'
import type { MenuItem } from '../../lib/navigation/menu-item.ts'

/**
 * The "report" menu group, one entry per area (routes in reports-pages.ts). The route table loads with /login,
 * so the entries and their icons live here, where only the signed-in layout's sidebar loads them.
 */
export const REPORTS_MENU_ITEMS: readonly MenuItem[] = [
  {
    group: 'report',
    key: 'reportsSales',
    path: '/reports/sales',
    permission: 'sales-reports.view',
    icon: BarChartOutlined,
  },
  {
    group: 'report',
    key: 'reportsInventory',
    path: '/reports/inventory',
    permission: 'inventory-reports.view',
    icon: InboxOutlined,
  },
  {
    group: 'report',
    key: 'reportsFinancial',
    path: '/reports/financial',
    permission: 'financial-reports.view',
    icon: DollarOutlined,
  },
  {
    group: 'report',
    key: 'reportsCustomer',
    path: '/reports/customer',
    permission: 'customer-reports.view',
    icon: TeamOutlined,
  },
]
