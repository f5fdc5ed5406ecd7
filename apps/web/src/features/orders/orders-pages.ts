import type { PageEntry } from '../../lib/navigation/page-entry.ts'

/**
 * The sales back office (issue 11, decision 0023): orders, their review, invoices and credit notes, each also
 * under /kh. The route table loads with /login, so the menu entries and their icons live in orders-menu.ts.
 */
export const ORDERS_PAGES: readonly PageEntry[] = [
  {
    path: 'orders',
    permission: 'orders.list',
    titleKey: 'orders:title',
    load: () => import('./screens/orders-list-page.tsx').then((m) => m.OrdersListPage),
  },
  // The spec's create routes are `/{entity}/create`; `/orders/new` stays for links made before.
  ...['orders/create', 'orders/new'].map(
    (path): PageEntry => ({
      path,
      permission: 'orders.create',
      titleKey: 'orders:create.title',
      load: () => import('./screens/order-form-page.tsx').then((m) => m.OrderFormPage),
    }),
  ),
  {
    path: 'orders/review',
    permission: 'orders.approve',
    titleKey: 'orders:review.title',
    load: () => import('./screens/orders-review-page.tsx').then((m) => m.OrdersReviewPage),
  },
  {
    path: 'orders/:id',
    permission: 'orders.view',
    titleKey: 'orders:entity',
    load: () => import('./screens/order-page.tsx').then((m) => m.OrderPage),
  },
  {
    path: 'invoices',
    permission: 'invoices.list',
    titleKey: 'orders:invoices.title',
    load: () => import('./screens/invoices-list-page.tsx').then((m) => m.InvoicesListPage),
  },
  {
    path: 'invoices/:id',
    permission: 'invoices.view',
    titleKey: 'orders:invoices.entity',
    load: () => import('./screens/invoice-page.tsx').then((m) => m.InvoicePage),
  },
  {
    path: 'credit-notes/:id',
    permission: 'invoices.view',
    titleKey: 'orders:detail.creditNote',
    load: () => import('./screens/invoice-page.tsx').then((m) => m.CreditNotePage),
  },
]
