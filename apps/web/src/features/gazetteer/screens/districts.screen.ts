import { ApartmentOutlined } from '@ant-design/icons'
import { districtsResource, provincesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { codeAndName } from '../../../components/resource/resource-text.ts'
import {
  codeColumn,
  nameColumn,
  PLACE_FIELDS,
  placeReference,
  STATUS_FIELD,
  statusColumn,
  unitColumn,
} from './place-screen.ts'

const province = placeReference(provincesResource)

export const districtsScreen = defineResourceScreen({
  contract: districtsResource,
  route: 'districts',
  i18n: { ns: 'gazetteer', key: 'districts' },
  menu: { group: 'reference', key: 'districts', icon: ApartmentOutlined },
  recordLabel: codeAndName,
  columns: [
    codeColumn,
    nameColumn,
    unitColumn,
    { key: 'province_id', kind: 'reference', reference: province },
    statusColumn,
  ],
  fields: [{ name: 'province_id', widget: 'reference', reference: province }, ...PLACE_FIELDS, STATUS_FIELD],
})
