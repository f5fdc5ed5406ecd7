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

/** Bundled, not fetched: the whole interface text is small and must work offline and under a strict CSP. */
export const resources = {
  en: {
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
  },
  km: {
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
  },
} as const

export const DEFAULT_NAMESPACE = 'common'

export type Namespace = keyof (typeof resources)['en']
export const NAMESPACES = Object.keys(resources.en) as Namespace[]
