import type { ResourceRoute } from './resource-routes.tsx'

/**
 * The route and resource of every entry of RESOURCE_SCREENS, in its order. The router needs them up front;
 * the screens themselves (their contracts, zod and widgets) load with their pages, so /login stays small.
 * resource-screens.test.ts keeps the two lists in step.
 */
export const RESOURCE_ROUTES: readonly ResourceRoute[] = [
  { route: 'products', resource: 'products' },
  { route: 'brands', resource: 'brands' },
  { route: 'categories', resource: 'categories' },
  { route: 'subCategories', resource: 'sub-categories' },
  { route: 'units', resource: 'units' },
  { route: 'provinces', resource: 'provinces' },
  { route: 'districts', resource: 'districts' },
  { route: 'communes', resource: 'communes' },
  { route: 'villages', resource: 'villages' },
  { route: 'operationalDistricts', resource: 'operational-districts' },
  { route: 'healthFacilities', resource: 'health-facilities' },
  { route: 'stores', resource: 'stores' },
  { route: 'discounts', resource: 'discounts' },
  { route: 'users', resource: 'users' },
  { route: 'roles', resource: 'roles' },
  { route: 'audit-logs', resource: 'audit-logs' },
  { route: 'customers', resource: 'customers' },
  { route: 'suppliers', resource: 'suppliers' },
  { route: 'taxes', resource: 'taxes' },
]
