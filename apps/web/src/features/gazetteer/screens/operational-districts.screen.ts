import { SafetyCertificateOutlined } from '@ant-design/icons'
import { operationalDistrictsResource, provincesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { codeAndName } from '../../../components/resource/resource-text.ts'
import {
  codeColumn,
  nameColumn,
  PLACE_FIELDS,
  placeReference,
  STATUS_FIELD,
  statusColumn,
} from './place-screen.ts'

const province = placeReference(provincesResource)

export const operationalDistrictsScreen = defineResourceScreen({
  contract: operationalDistrictsResource,
  route: 'operationalDistricts',
  i18n: { ns: 'gazetteer', key: 'operationalDistricts' },
  menu: { group: 'reference', key: 'operationalDistricts', icon: SafetyCertificateOutlined },
  recordLabel: codeAndName,
  columns: [
    codeColumn,
    nameColumn,
    { key: 'province_id', kind: 'reference', reference: province },
    statusColumn,
  ],
  fields: [{ name: 'province_id', widget: 'reference', reference: province }, ...PLACE_FIELDS, STATUS_FIELD],
})
