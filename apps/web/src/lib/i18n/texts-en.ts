import enAddress from '../../locales/en/address.json'
import enAudit from '../../locales/en/audit.json'
import enAuth from '../../locales/en/auth.json'
import enCatalogue from '../../locales/en/catalogue.json'
import enCommon from '../../locales/en/common.json'
import enDashboards from '../../locales/en/dashboards.json'
import enDiscounts from '../../locales/en/discounts.json'
import enErrors from '../../locales/en/errors.json'
import enGazetteer from '../../locales/en/gazetteer.json'
import enImport from '../../locales/en/import.json'
import enNavigation from '../../locales/en/navigation.json'
import enParties from '../../locales/en/parties.json'
import enProfile from '../../locales/en/profile.json'
import enResources from '../../locales/en/resources.json'
import enRoles from '../../locales/en/roles.json'
import enStores from '../../locales/en/stores.json'
import enUsers from '../../locales/en/users.json'

/** The English interface texts, one namespace per file; loaded on their own (resources.ts). */
export const texts = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  navigation: enNavigation,
  dashboards: enDashboards,
  address: enAddress,
  audit: enAudit,
  import: enImport,
  profile: enProfile,
  parties: enParties,
  roles: enRoles,
  users: enUsers,
  resources: enResources,
  catalogue: enCatalogue,
  gazetteer: enGazetteer,
  stores: enStores,
  discounts: enDiscounts,
} as const
