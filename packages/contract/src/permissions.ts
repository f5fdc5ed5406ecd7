import { z } from 'zod'

/** The actions the spec names; a permission is always `resource.action`. */
export const ACTIONS = [
  'create',
  'edit',
  'delete',
  'view',
  'list',
  'approve',
  'generate',
  'cancel',
  'assign',
  // Set selling prices: a product's price_usd/price_khr, in its form and by import (decision 0025).
  'price',
] as const
export type Action = (typeof ACTIONS)[number]

const MASTER = ['list', 'view', 'create', 'edit', 'delete'] as const

/** The closed catalogue: which actions exist on which resource. Roles are data built from these names. */
export const PERMISSION_CATALOGUE = {
  dashboards: ['view'],
  brands: MASTER,
  categories: MASTER,
  'sub-categories': MASTER,
  units: MASTER,
  products: [...MASTER, 'price'],
  stores: MASTER,
  discounts: MASTER,
  customers: MASTER,
  suppliers: MASTER,
  provinces: MASTER,
  districts: MASTER,
  communes: MASTER,
  villages: MASTER,
  'operational-districts': MASTER,
  'health-facilities': MASTER,
  users: [...MASTER, 'assign'],
  roles: [...MASTER, 'assign'],
  permissions: ['list'],
  orders: ['list', 'view', 'create', 'edit', 'approve', 'cancel'],
  // The till: create = sell and hold carts; edit = override a price; approve = approve a discount or a price
  // at another cashier's till with one's PIN.
  pos: ['create', 'edit', 'approve'],
  // create = open and close one's own shift and move cash in and out; list/view = every shift's Z report.
  shifts: ['list', 'view', 'create'],
  invoices: ['list', 'view', 'generate', 'cancel'],
  stocks: ['list', 'view', 'edit', 'approve'],
  'stock-movements': ['list'],
  'stock-adjustments': ['list', 'view', 'create', 'approve'],
  // approve = send the draft to the supplier (ordered); receiving is a stock receipt.
  'purchase-orders': ['list', 'view', 'create', 'edit', 'approve', 'cancel'],
  'stock-receipts': ['list', 'view', 'create'],
  // edit = dispatch from the source and receive at the destination.
  'stock-transfers': ['list', 'view', 'create', 'edit', 'approve', 'cancel'],
  // edit = enter counted quantities; approve = post the differences.
  'stock-counts': ['list', 'view', 'create', 'edit', 'approve', 'cancel'],
  // One resource per report area, so an owner can let a manager read sales but not financial reports.
  // view = read the area's reports on screen and through the API; generate = export them (CSV, Excel), which
  // also needs view (decision 0024).
  'sales-reports': ['view', 'generate'],
  'inventory-reports': ['view', 'generate'],
  'financial-reports': ['view', 'generate'],
  'customer-reports': ['view', 'generate'],
  settings: ['view', 'edit'],
  // The taxes besides VAT (decision 0044): defining them changes what every sale charges, like settings.edit.
  taxes: MASTER,
  // The riel rate: its history, and setting a new one (entries are never edited). Setting it is the owner's
  // decision (SALES.md): the seeded manager role lacks `create` (decision 0025).
  'exchange-rates': ['list', 'create'],
  'audit-logs': ['list', 'view'],
} as const satisfies Record<string, readonly Action[]>

export type Resource = keyof typeof PERMISSION_CATALOGUE
type PermissionOf<R extends Resource> = `${R}.${(typeof PERMISSION_CATALOGUE)[R][number]}`
export type Permission = { [R in Resource]: PermissionOf<R> }[Resource]

export const PERMISSIONS = Object.entries(PERMISSION_CATALOGUE).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}.${action}`),
) as Permission[]

export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]])

export const ROLE_NAMES = ['admin', 'manager', 'cashier', 'stock_keeper'] as const
export type RoleName = (typeof ROLE_NAMES)[number]
