import { ClusterOutlined } from '@ant-design/icons'
import { communesResource, districtsResource } from '@sms/contract'
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

const district = placeReference(districtsResource)

export const communesScreen = defineResourceScreen({
  contract: communesResource,
  route: 'communes',
  i18n: { ns: 'gazetteer', key: 'communes' },
  menu: { group: 'reference', key: 'communes', icon: ClusterOutlined },
  recordLabel: codeAndName,
  columns: [
    codeColumn,
    nameColumn,
    unitColumn,
    { key: 'district_id', kind: 'reference', reference: district },
    statusColumn,
  ],
  fields: [{ name: 'district_id', widget: 'reference', reference: district }, ...PLACE_FIELDS, STATUS_FIELD],
})
