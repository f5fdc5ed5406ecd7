import khAddress from '../../locales/kh/address.json'
import khAudit from '../../locales/kh/audit.json'
import khCatalogue from '../../locales/kh/catalogue.json'
import khDashboards from '../../locales/kh/dashboards.json'
import khDiscounts from '../../locales/kh/discounts.json'
import khGazetteer from '../../locales/kh/gazetteer.json'
import khImport from '../../locales/kh/import.json'
import khNotifications from '../../locales/kh/notifications.json'
import khOrders from '../../locales/kh/orders.json'
import khParties from '../../locales/kh/parties.json'
import khPos from '../../locales/kh/pos.json'
import khProfile from '../../locales/kh/profile.json'
import khPurchasing from '../../locales/kh/purchasing.json'
import khReports from '../../locales/kh/reports.json'
import khResources from '../../locales/kh/resources.json'
import khRoles from '../../locales/kh/roles.json'
import khSettings from '../../locales/kh/settings.json'
import khStock from '../../locales/kh/stock.json'
import khStores from '../../locales/kh/stores.json'
import khUsers from '../../locales/kh/users.json'

/** The Khmer texts of the signed-in screens, loaded with the shell, not on /login (resources.ts). */
export const texts = {
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
  stock: khStock,
  pos: khPos,
  orders: khOrders,
  purchasing: khPurchasing,
  settings: khSettings,
  notifications: khNotifications,
  reports: khReports,
} as const
