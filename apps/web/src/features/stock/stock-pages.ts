import type { PageEntry } from '../../lib/navigation/page-entry.ts'

/**
 * Every stock page: the routes (each also under /kh) are made from this list; the "stock" menu group's entries
 * are in stock-menu.ts. A document's pages: its list, `…/create` and `…/:id`.
 */
/** Purchase orders and what they receive, low stock and expired stock (decision 0014). */
const PURCHASING_PAGES: readonly PageEntry[] = [
  {
    path: 'stocks/purchase-orders',
    permission: 'purchase-orders.list',
    titleKey: 'purchasing:orders.title',
    load: () => import('./screens/purchase-orders-list-page.tsx').then((m) => m.PurchaseOrdersListPage),
  },
  {
    path: 'stocks/purchase-orders/create',
    permission: 'purchase-orders.create',
    titleKey: 'purchasing:orders.create',
    load: () => import('./screens/purchase-order-form-page.tsx').then((m) => m.PurchaseOrderCreatePage),
  },
  {
    path: 'stocks/purchase-orders/:id',
    permission: 'purchase-orders.view',
    titleKey: 'purchasing:orders.entity',
    load: () => import('./screens/purchase-order-page.tsx').then((m) => m.PurchaseOrderPage),
  },
  {
    path: 'stocks/purchase-orders/:id/edit',
    permission: 'purchase-orders.edit',
    titleKey: 'purchasing:orders.edit',
    load: () => import('./screens/purchase-order-form-page.tsx').then((m) => m.PurchaseOrderEditPage),
  },
  {
    path: 'stocks/purchase-orders/:id/receive',
    permission: 'stock-receipts.create',
    titleKey: 'purchasing:orders.receive',
    load: () => import('./screens/purchase-order-receive-page.tsx').then((m) => m.PurchaseOrderReceivePage),
  },
  {
    path: 'stocks/receipts/:id',
    permission: 'stock-receipts.view',
    titleKey: 'purchasing:receipts.entity',
    load: () => import('./screens/receipt-page.tsx').then((m) => m.ReceiptPage),
  },
  {
    path: 'stocks/low',
    permission: 'stocks.list',
    titleKey: 'purchasing:low.title',
    load: () => import('./screens/low-stock-page.tsx').then((m) => m.LowStockPage),
  },
  {
    path: 'products/expired',
    permission: 'products.list',
    titleKey: 'purchasing:expired.title',
    load: () => import('./screens/expired-page.tsx').then((m) => m.ExpiredPage),
  },
]

export const STOCK_PAGES: readonly PageEntry[] = [
  {
    path: 'stocks/manage',
    permission: 'stocks.list',
    titleKey: 'stock:manage.title',
    load: () => import('./screens/stock-manage-page.tsx').then((m) => m.StockManagePage),
  },
  {
    path: 'stocks/movements',
    permission: 'stock-movements.list',
    titleKey: 'stock:movements.title',
    load: () => import('./screens/movements-page.tsx').then((m) => m.MovementsPage),
  },
  {
    path: 'stocks/adjustments',
    permission: 'stock-adjustments.list',
    titleKey: 'stock:adjustments.title',
    load: () => import('./screens/adjustments-list-page.tsx').then((m) => m.AdjustmentsListPage),
  },
  {
    path: 'stocks/adjustments/create',
    permission: 'stock-adjustments.create',
    titleKey: 'stock:adjustments.create',
    load: () => import('./screens/adjustment-form-page.tsx').then((m) => m.AdjustmentFormPage),
  },
  {
    path: 'stocks/adjustments/:id',
    permission: 'stock-adjustments.view',
    titleKey: 'stock:adjustments.entity',
    load: () => import('./screens/adjustment-page.tsx').then((m) => m.AdjustmentPage),
  },
  ...PURCHASING_PAGES,
  {
    path: 'stocks/transfer',
    permission: 'stock-transfers.list',
    titleKey: 'stock:transfers.title',
    load: () => import('./screens/transfers-list-page.tsx').then((m) => m.TransfersListPage),
  },
  {
    path: 'stocks/transfer/create',
    permission: 'stock-transfers.create',
    titleKey: 'stock:transfers.create',
    load: () => import('./screens/transfer-form-page.tsx').then((m) => m.TransferFormPage),
  },
  {
    path: 'stocks/transfer/:id',
    permission: 'stock-transfers.view',
    titleKey: 'stock:transfers.entity',
    load: () => import('./screens/transfer-page.tsx').then((m) => m.TransferPage),
  },
  {
    path: 'stocks/transfer/:id/receive',
    permission: 'stock-transfers.edit',
    titleKey: 'stock:transfers.receive',
    load: () => import('./screens/transfer-receive-page.tsx').then((m) => m.TransferReceivePage),
  },
  {
    path: 'stocks/counts',
    permission: 'stock-counts.list',
    titleKey: 'stock:counts.title',
    load: () => import('./screens/counts-list-page.tsx').then((m) => m.CountsListPage),
  },
  {
    path: 'stocks/counts/create',
    permission: 'stock-counts.create',
    titleKey: 'stock:counts.create',
    load: () => import('./screens/count-form-page.tsx').then((m) => m.CountFormPage),
  },
  {
    path: 'stocks/counts/:id',
    permission: 'stock-counts.view',
    titleKey: 'stock:counts.entity',
    load: () => import('./screens/count-page.tsx').then((m) => m.CountPage),
  },
]
