import { TagsOutlined } from '@ant-design/icons'
import { brandsResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { NAMED_COLUMNS, NAMED_FIELDS } from './named-screen.ts'

export const brandsScreen = defineResourceScreen({
  contract: brandsResource,
  route: 'brands',
  i18n: { ns: 'catalogue', key: 'brands' },
  menu: { group: 'inventory', key: 'brands', icon: TagsOutlined },
  columns: NAMED_COLUMNS,
  fields: NAMED_FIELDS,
})
