import enAddress from '../../locales/en/address.json'
import enAudit from '../../locales/en/audit.json'
import enCatalogue from '../../locales/en/catalogue.json'
import enDashboards from '../../locales/en/dashboards.json'
import enDiscounts from '../../locales/en/discounts.json'
import enGazetteer from '../../locales/en/gazetteer.json'
import enImport from '../../locales/en/import.json'
import enNotifications from '../../locales/en/notifications.json'
import enOrders from '../../locales/en/orders.json'
import enParties from '../../locales/en/parties.json'
import enPos from '../../locales/en/pos.json'
import enProfile from '../../locales/en/profile.json'
import enPurchasing from '../../locales/en/purchasing.json'
import enReports from '../../locales/en/reports.json'
import enResources from '../../locales/en/resources.json'
import enRoles from '../../locales/en/roles.json'
import enSettings from '../../locales/en/settings.json'
import enStock from '../../locales/en/stock.json'
import enStores from '../../locales/en/stores.json'
import enUsers from '../../locales/en/users.json'

/** The English texts of the signed-in screens, loaded with the shell, not on /login (resources.ts). */
export const texts = {
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
  stock: enStock,
  pos: enPos,
  orders: enOrders,
  purchasing: enPurchasing,
  settings: enSettings,
  notifications: enNotifications,
  reports: enReports,
} as const
