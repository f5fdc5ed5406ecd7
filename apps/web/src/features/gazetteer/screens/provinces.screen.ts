import { EnvironmentOutlined } from '@ant-design/icons'
import { provincesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { codeAndName } from '../../../components/resource/resource-text.ts'
import {
  codeColumn,
  nameColumn,
  PLACE_FIELDS,
  STATUS_FIELD,
  statusColumn,
  unitColumn,
} from './place-screen.ts'

export const provincesScreen = defineResourceScreen({
  contract: provincesResource,
  route: 'provinces',
  i18n: { ns: 'gazetteer', key: 'provinces' },
  menu: { group: 'reference', key: 'provinces', icon: EnvironmentOutlined },
  recordLabel: codeAndName,
  columns: [codeColumn, nameColumn, unitColumn, statusColumn],
  fields: [...PLACE_FIELDS, STATUS_FIELD],
})
