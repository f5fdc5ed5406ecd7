import { AppstoreOutlined } from '@ant-design/icons'
import { categoriesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { TaxesWidget } from '../components/tax-fields.tsx'
import { NAMED_COLUMNS, NAMED_FIELDS } from './named-screen.ts'

export const categoriesScreen = defineResourceScreen({
  contract: categoriesResource,
  route: 'categories',
  i18n: { ns: 'catalogue', key: 'categories' },
  menu: { group: 'inventory', key: 'categories', icon: AppstoreOutlined },
  columns: NAMED_COLUMNS,
  fields: [
    ...NAMED_FIELDS,
    { name: 'tax_ids', widget: 'custom', render: TaxesWidget, help: 'catalogue:categories.help.tax_ids' },
  ],
})
