import {
  auditLogsResource,
  brandsResource,
  categoriesResource,
  communesResource,
  customersResource,
  discountsResource,
  districtsResource,
  healthFacilitiesResource,
  operationalDistrictsResource,
  productsResource,
  provincesResource,
  rolesResource,
  storesResource,
  subCategoriesResource,
  suppliersResource,
  unitsResource,
  usersResource,
  villagesResource,
} from '@sms/contract'
import type { ResourceRoute } from './resource-routes.tsx'

/**
 * The route and contract of every entry of RESOURCE_SCREENS, in its order. The router needs them up front;
 * the screens themselves (and their widgets) load with their pages, so /login stays small.
 * resource-screens.test.ts keeps the two lists in step.
 */
export const RESOURCE_ROUTES: readonly ResourceRoute[] = [
  { route: 'products', contract: productsResource },
  { route: 'brands', contract: brandsResource },
  { route: 'categories', contract: categoriesResource },
  { route: 'subCategories', contract: subCategoriesResource },
  { route: 'units', contract: unitsResource },
  { route: 'provinces', contract: provincesResource },
  { route: 'districts', contract: districtsResource },
  { route: 'communes', contract: communesResource },
  { route: 'villages', contract: villagesResource },
  { route: 'operationalDistricts', contract: operationalDistrictsResource },
  { route: 'healthFacilities', contract: healthFacilitiesResource },
  { route: 'stores', contract: storesResource },
  { route: 'discounts', contract: discountsResource },
  { route: 'users', contract: usersResource },
  { route: 'roles', contract: rolesResource },
  { route: 'audit-logs', contract: auditLogsResource },
  { route: 'customers', contract: customersResource },
  { route: 'suppliers', contract: suppliersResource },
]
