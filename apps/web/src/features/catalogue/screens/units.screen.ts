import { ColumnWidthOutlined } from '@ant-design/icons'
import { unitsResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { NAMED_COLUMNS, NAMED_FIELDS } from './named-screen.ts'

export const unitsScreen = defineResourceScreen({
  contract: unitsResource,
  route: 'units',
  i18n: { ns: 'catalogue', key: 'units' },
  menu: { group: 'inventory', key: 'units', icon: ColumnWidthOutlined },
  columns: NAMED_COLUMNS,
  // Countable units (can, bottle) sell in whole quantities; a divisible one (kg, litre) in parts.
  fields: [...NAMED_FIELDS, { name: 'divisible', widget: 'switch', help: 'catalogue:units.help.divisible' }],
})
