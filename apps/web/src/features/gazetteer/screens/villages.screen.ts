import { HomeOutlined } from '@ant-design/icons'
import { communesResource, villagesResource } from '@sms/contract'
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

const commune = placeReference(communesResource)

export const villagesScreen = defineResourceScreen({
  contract: villagesResource,
  route: 'villages',
  i18n: { ns: 'gazetteer', key: 'villages' },
  menu: { group: 'reference', key: 'villages', icon: HomeOutlined },
  recordLabel: codeAndName,
  columns: [
    codeColumn,
    nameColumn,
    { key: 'commune_id', kind: 'reference', reference: commune },
    statusColumn,
  ],
  fields: [{ name: 'commune_id', widget: 'reference', reference: commune }, ...PLACE_FIELDS, STATUS_FIELD],
})
