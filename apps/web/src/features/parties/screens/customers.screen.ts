import { TeamOutlined } from '@ant-design/icons'
import { customersResource } from '@sms/contract'
import { ImportHeaderButton } from '../../../components/import-dialog/import-button.tsx'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { PARTY_COLUMNS, PARTY_FIELDS } from './party-screen.ts'

export const customersScreen = defineResourceScreen({
  contract: customersResource,
  route: 'customers',
  i18n: { ns: 'parties', key: 'customers' },
  menu: { group: 'registration', key: 'customers', icon: TeamOutlined },
  recordLabel: (record) => String(record.name),
  columns: PARTY_COLUMNS,
  fields: [
    ...PARTY_FIELDS.contact,
    PARTY_FIELDS.status,
    // A business customer's identity on tax invoices and in CamInvoice's UBL (decision 0030).
    { name: 'name_kh' },
    { name: 'vat_number', help: 'resources:fieldErrors.vat_number' },
    { name: 'caminvoice_id' },
    ...PARTY_FIELDS.addresses,
    { name: 'address_kh', widget: 'textarea', span: 'full' },
  ],
  list: { headerExtra: ImportHeaderButton },
})
