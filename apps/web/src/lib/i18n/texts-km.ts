import khAddress from '../../locales/kh/address.json'
import khAudit from '../../locales/kh/audit.json'
import khAuth from '../../locales/kh/auth.json'
import khCatalogue from '../../locales/kh/catalogue.json'
import khCommon from '../../locales/kh/common.json'
import khDashboards from '../../locales/kh/dashboards.json'
import khDiscounts from '../../locales/kh/discounts.json'
import khErrors from '../../locales/kh/errors.json'
import khGazetteer from '../../locales/kh/gazetteer.json'
import khImport from '../../locales/kh/import.json'
import khNavigation from '../../locales/kh/navigation.json'
import khParties from '../../locales/kh/parties.json'
import khProfile from '../../locales/kh/profile.json'
import khResources from '../../locales/kh/resources.json'
import khRoles from '../../locales/kh/roles.json'
import khStores from '../../locales/kh/stores.json'
import khUsers from '../../locales/kh/users.json'

/** The Khmer interface texts, one namespace per file; loaded on their own (resources.ts). */
export const texts = {
  common: khCommon,
  auth: khAuth,
  errors: khErrors,
  navigation: khNavigation,
  dashboards: khDashboards,
  address: khAddress,
  audit: khAudit,
  import: khImport,
  profile: khProfile,
  parties: khParties,
  roles: khRoles,
  users: khUsers,
  resources: khResources,
  catalogue: khCatalogue,
  gazetteer: khGazetteer,
  stores: khStores,
  discounts: khDiscounts,
} as const
