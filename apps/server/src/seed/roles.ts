import { PERMISSION_CATALOGUE, PERMISSIONS, type Permission, type RoleName } from '@sms/contract'

const all = (resource: keyof typeof PERMISSION_CATALOGUE) =>
  PERMISSION_CATALOGUE[resource].map((action) => `${resource}.${action}` as Permission)
const readOnly = (...resources: (keyof typeof PERMISSION_CATALOGUE)[]) =>
  resources.flatMap((r) => [`${r}.list`, `${r}.view`] as Permission[])

const GAZETTEER = ['provinces', 'districts', 'communes', 'villages'] as const

// Granting roles or editing them would let a manager make themselves admin, so only admins may.
const ADMIN_ONLY = new Set<Permission>([
  'roles.create',
  'roles.edit',
  'roles.delete',
  'roles.assign',
  'users.assign',
  'settings.edit',
  // The taxes charged on every sale are the owner's to define, like the VAT rate in the settings.
  'taxes.create',
  'taxes.edit',
  'taxes.delete',
  // The riel rate prices every sale: the owner's decision (SALES.md, decision 0025).
  'exchange-rates.create',
  // Who signed in when, and every change with its values: the owner's to read.
  'audit-logs.list',
  'audit-logs.view',
])

/** The roles every installation starts with. Admins may change them afterwards; seeding never overwrites. */
export const SEEDED_ROLES: Record<
  RoleName,
  { label_en: string; label_kh: string; group: string; permissions: Permission[] }
> = {
  admin: { label_en: 'Administrator', label_kh: 'អ្នកគ្រប់គ្រងប្រព័ន្ធ', group: 'system', permissions: PERMISSIONS },
  manager: {
    label_en: 'Manager',
    label_kh: 'អ្នកគ្រប់គ្រង',
    group: 'office',
    permissions: PERMISSIONS.filter((p) => !ADMIN_ONLY.has(p)),
  },
  cashier: {
    label_en: 'Cashier',
    label_kh: 'អ្នកគិតលុយ',
    group: 'shop',
    permissions: [
      'dashboards.view',
      ...readOnly('products', 'categories', 'stores', 'discounts', 'invoices', ...GAZETTEER),
      'customers.list',
      'customers.view',
      'customers.create',
      'orders.list',
      'orders.view',
      'orders.create',
      // Sell at the till and run one's own shift; discounts above the limit and prices need a manager.
      'pos.create',
      'shifts.create',
      'invoices.generate',
      // What is on the shelf, to answer a customer; stock moves only through documents.
      'stocks.list',
      // No reports: they show every cashier's and store's takings; a cashier's own figures are the shift's Z
      // report.
    ],
  },
  stock_keeper: {
    label_en: 'Stock keeper',
    label_kh: 'អ្នកគ្រប់គ្រងស្តុក',
    group: 'warehouse',
    permissions: [
      'dashboards.view',
      ...all('stocks'),
      'stock-movements.list',
      // Adjustments above the store's limit wait for a manager: the keeper proposes, the manager approves.
      ...all('stock-adjustments').filter((p) => p !== 'stock-adjustments.approve'),
      // Keepers order, receive, move and count; a manager sends orders, approves transfers and posts counts.
      ...all('purchase-orders').filter((p) => !p.endsWith('.approve')),
      ...all('stock-receipts'),
      ...all('stock-transfers').filter((p) => !p.endsWith('.approve')),
      ...all('stock-counts').filter((p) => !p.endsWith('.approve')),
      ...readOnly('stores', ...GAZETTEER),
      // The inventory reports are the keeper's work list (slow and dead stock, expiring lots, stock in transit,
      // count differences), on figures the keeper already sees in stock and purchasing. Reading only: exports
      // stay with the manager. Sales, financial and customer reports are not the warehouse's business.
      'inventory-reports.view',
      // Keepers describe products; the selling price (`products.price`) is the manager's (decision 0025).
      ...(['products', 'brands', 'categories', 'sub-categories', 'units', 'suppliers'] as const).flatMap(
        (r) => all(r).filter((p) => !p.endsWith('.delete') && p !== 'products.price'),
      ),
    ],
  },
}
