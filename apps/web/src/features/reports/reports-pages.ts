import type { PageEntry } from '../../lib/navigation/page-entry.ts'

const screens = () => import('./screens/report-page.tsx')

/**
 * The "report" menu group's pages (issue 12; entries in reports-menu.ts): one page per area, each report picked
 * on it. Each area is under its own permission (decision 0024), so an owner may let a manager read the sales
 * reports but not the financial ones.
 */
export const REPORT_PAGES: readonly PageEntry[] = [
  {
    path: 'reports/sales',
    permission: 'sales-reports.view',
    titleKey: 'reports:areas.sales',
    load: () => screens().then((m) => m.SalesReportsPage),
  },
  {
    path: 'reports/inventory',
    permission: 'inventory-reports.view',
    titleKey: 'reports:areas.inventory',
    load: () => screens().then((m) => m.InventoryReportsPage),
  },
  {
    path: 'reports/financial',
    permission: 'financial-reports.view',
    titleKey: 'reports:areas.financial',
    load: () => screens().then((m) => m.FinancialReportsPage),
  },
  {
    path: 'reports/customer',
    permission: 'customer-reports.view',
    titleKey: 'reports:areas.customer',
    load: () => screens().then((m) => m.CustomerReportsPage),
  },
]
