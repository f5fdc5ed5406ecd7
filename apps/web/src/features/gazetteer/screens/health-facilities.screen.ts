import { MedicineBoxOutlined } from '@ant-design/icons'
import {
  communesResource,
  districtsResource,
  HEALTH_FACILITY_KINDS,
  healthFacilitiesResource,
  operationalDistrictsResource,
  provincesResource,
  villagesResource,
} from '@sms/contract'
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

const operationalDistrict = placeReference(operationalDistrictsResource)
const KINDS = HEALTH_FACILITY_KINDS.map((kind) => ({
  value: kind,
  label: `gazetteer:healthFacilities.kinds.${kind}`,
}))

export const healthFacilitiesScreen = defineResourceScreen({
  contract: healthFacilitiesResource,
  route: 'healthFacilities',
  i18n: { ns: 'gazetteer', key: 'healthFacilities' },
  menu: { group: 'reference', key: 'healthFacilities', icon: MedicineBoxOutlined },
  recordLabel: codeAndName,
  columns: [
    codeColumn,
    nameColumn,
    { key: 'kind', options: KINDS, width: 180 },
    { key: 'operational_district_id', kind: 'reference', reference: operationalDistrict },
    statusColumn,
  ],
  fields: [
    ...PLACE_FIELDS,
    { name: 'kind', widget: 'select', options: KINDS },
    { name: 'operational_district_id', widget: 'reference', reference: operationalDistrict },
    { name: 'province_id', widget: 'reference', reference: placeReference(provincesResource) },
    {
      name: 'district_id',
      widget: 'reference',
      reference: placeReference(districtsResource, { field: 'province_id', filter: 'province_id' }),
    },
    {
      name: 'commune_id',
      widget: 'reference',
      reference: placeReference(communesResource, { field: 'district_id', filter: 'district_id' }),
    },
    {
      name: 'village_id',
      widget: 'reference',
      reference: placeReference(villagesResource, { field: 'commune_id', filter: 'commune_id' }),
    },
    STATUS_FIELD,
  ],
})
