import type { ResourceScreen } from '../components/resource/resource-screen.ts'
import { auditLogsScreen } from '../features/audit/screens/audit-logs.screen.tsx'
import { brandsScreen } from '../features/catalogue/screens/brands.screen.ts'
import { categoriesScreen } from '../features/catalogue/screens/categories.screen.ts'
import { productsScreen } from '../features/catalogue/screens/products.screen.tsx'
import { subCategoriesScreen } from '../features/catalogue/screens/sub-categories.screen.ts'
import { taxesScreen } from '../features/catalogue/screens/taxes.screen.tsx'
import { unitsScreen } from '../features/catalogue/screens/units.screen.ts'
import { discountsScreen } from '../features/discounts/screens/discounts.screen.ts'
import { healthFacilitiesScreen } from '../features/gazetteer/screens/health-facilities.screen.ts'
import {
  communesScreen,
  districtsScreen,
  operationalDistrictsScreen,
  provincesScreen,
  villagesScreen,
} from '../features/gazetteer/screens/places.screens.ts'
import { customersScreen } from '../features/parties/screens/customers.screen.ts'
import { suppliersScreen } from '../features/parties/screens/suppliers.screen.ts'
import { rolesScreen } from '../features/roles/screens/roles.screen.tsx'
import { storesScreen } from '../features/stores/screens/stores.screen.ts'
import { usersScreen } from '../features/users/screens/users.screen.tsx'

/**
 * Every entity served by the resource layer. Each one gets its list, create and update routes (under / and
 * /kh) and, with `menu`, a sidebar entry; menu entries keep this order within their group.
 */
export const RESOURCE_SCREENS: readonly ResourceScreen[] = [
  productsScreen,
  brandsScreen,
  categoriesScreen,
  subCategoriesScreen,
  unitsScreen,
  provincesScreen,
  districtsScreen,
  communesScreen,
  villagesScreen,
  operationalDistrictsScreen,
  healthFacilitiesScreen,
  storesScreen,
  discountsScreen,
  usersScreen,
  rolesScreen,
  auditLogsScreen,
  customersScreen,
  suppliersScreen,
  taxesScreen,
]
