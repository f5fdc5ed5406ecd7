import { PartitionOutlined } from '@ant-design/icons'
import { categoriesResource, subCategoriesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { NAMED_COLUMNS, NAMED_FIELDS } from './named-screen.ts'

const category = { contract: categoriesResource }

export const subCategoriesScreen = defineResourceScreen({
  contract: subCategoriesResource,
  route: 'subCategories',
  i18n: { ns: 'catalogue', key: 'subCategories' },
  menu: { group: 'inventory', key: 'subCategories', icon: PartitionOutlined },
  columns: [
    NAMED_COLUMNS[0],
    { key: 'category_id', kind: 'reference', reference: category },
    ...NAMED_COLUMNS.slice(1),
  ],
  fields: [
    ...NAMED_FIELDS.slice(0, 2),
    { name: 'category_id', widget: 'reference', reference: category },
    ...NAMED_FIELDS.slice(2),
  ],
})
