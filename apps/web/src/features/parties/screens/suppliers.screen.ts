import { ShopOutlined } from '@ant-design/icons'
import { SUPPLIER_TYPES, suppliersResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { PARTY_COLUMNS, PARTY_FIELDS } from './party-screen.ts'

const SUPPLIER_TYPE_OPTIONS = SUPPLIER_TYPES.map((type) => ({
  value: type,
  label: `parties:supplierTypes.${type}`,
}))

export const suppliersScreen = defineResourceScreen({
  contract: suppliersResource,
  route: 'suppliers',
  i18n: { ns: 'parties', key: 'suppliers' },
  menu: { group: 'registration', key: 'suppliers', icon: ShopOutlined },
  recordLabel: (record) => String(record.name),
  columns: [
    ...PARTY_COLUMNS.slice(0, 3),
    { key: 'supplier_type', width: 160, options: SUPPLIER_TYPE_OPTIONS },
    ...PARTY_COLUMNS.slice(3),
  ],
  fields: [
    ...PARTY_FIELDS.contact,
    {
      name: 'supplier_type',
      widget: 'select',
      options: SUPPLIER_TYPE_OPTIONS,
    },
    PARTY_FIELDS.status,
    ...PARTY_FIELDS.addresses,
  ],
})
