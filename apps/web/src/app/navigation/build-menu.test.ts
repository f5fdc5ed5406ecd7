import { describe, expect, it } from 'vitest'
import { ORDERS_PAGES } from '../../features/orders/orders-pages.ts'
import { POS_PAGES, TILL_PAGES } from '../../features/pos/pos-pages.ts'
import { REPORT_PAGES } from '../../features/reports/reports-pages.ts'
import { STOCK_PAGES } from '../../features/stock/stock-pages.ts'
import { MENU_GROUPS } from '../../lib/navigation/menu-item.ts'
import { RESOURCE_SCREENS } from '../resource-screens.ts'
import { buildMenu, findActiveEntry } from './build-menu.ts'
import { MENU_ITEMS } from './menu-items.tsx'

const entries = [
  { group: 'sales', path: '/orders', permission: 'orders.list' },
  { group: 'inventory', path: '/products', permission: 'products.list' },
  { group: 'inventory', path: '/brands', permission: 'brands.list' },
  { group: 'dashboard', path: '/dashboards', permission: 'dashboards.view' },
] as const

describe('sidebar menu', () => {
  it('shows only permitted entries, in group order, and hides empty groups', () => {
    const menu = buildMenu(MENU_GROUPS, entries, ['orders.list', 'brands.list'])
    expect(menu.map((section) => section.group)).toEqual(['inventory', 'sales'])
    expect(menu[0]?.entries.map((entry) => entry.path)).toEqual(['/brands'])
  })

  it('shows nothing to a user without permissions', () => {
    expect(buildMenu(MENU_GROUPS, entries, [])).toEqual([])
  })

  it('marks the entry for the current page or its parent', () => {
    expect(findActiveEntry(entries, '/products/update/3')?.path).toBe('/products')
    expect(findActiveEntry(entries, '/productsx')).toBeUndefined()
  })

  it('shows each report area only to the holders of its view permission', () => {
    const menu = buildMenu(MENU_GROUPS, MENU_ITEMS, ['sales-reports.view', 'sales-reports.generate'])
    expect(menu.map((section) => section.group)).toEqual(['report'])
    expect(menu[0]?.entries.map((entry) => entry.path)).toEqual(['/reports/sales'])
  })

  it('places every configured entry in a known group with a unique path', () => {
    const paths = MENU_ITEMS.map((item) => item.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const item of MENU_ITEMS) expect(MENU_GROUPS).toContain(item.group)
  })

  it('opens, from every entry, a page that asks for the permission the entry is shown for', () => {
    // Features declare their entries (*-menu.ts) apart from their routes (*-pages.ts): this keeps them in step.
    const pages = [...STOCK_PAGES, ...POS_PAGES, ...TILL_PAGES, ...ORDERS_PAGES, ...REPORT_PAGES]
    const pagePermission = new Map(pages.map((page) => [`/${page.path}`, page.permission]))
    const resourcePaths = new Set(RESOURCE_SCREENS.map((screen) => `/${screen.route}`))
    const shellPaths = new Set(['/dashboards', '/settings'])
    for (const item of MENU_ITEMS) {
      if (resourcePaths.has(item.path) || shellPaths.has(item.path)) continue
      expect(pagePermission.get(item.path), item.path).toBe(item.permission)
    }
  })
})
