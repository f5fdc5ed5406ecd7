import {
  ApartmentOutlined,
  ClusterOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons'
import {
  communesResource,
  districtsResource,
  operationalDistrictsResource,
  provincesResource,
  villagesResource,
} from '@sms/contract'
import type { ComponentType } from 'react'
import type { ResourceScreen } from '../../../components/resource/resource-screen.ts'
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

type PlaceContract =
  | typeof provincesResource
  | typeof districtsResource
  | typeof communesResource
  | typeof villagesResource
  | typeof operationalDistrictsResource

/**
 * Every level of the gazetteer looks the same: code, names, the unit kind where the data has one, and the
 * parent it belongs to. One description serves all five.
 */
function placeScreen(options: {
  contract: PlaceContract
  route: string
  icon: ComponentType
  hasUnit: boolean
  parent?: { field: 'province_id' | 'district_id' | 'commune_id'; contract: PlaceContract }
}) {
  const parent = options.parent && {
    field: options.parent.field,
    reference: placeReference(options.parent.contract),
  }
  const columns: ResourceScreen['columns'] = [
    codeColumn,
    nameColumn,
    ...(options.hasUnit ? [unitColumn] : []),
    ...(parent ? [{ key: parent.field, kind: 'reference', reference: parent.reference } as const] : []),
    statusColumn,
  ]
  const fields: ResourceScreen['fields'] = [
    ...(parent ? [{ name: parent.field, widget: 'reference', reference: parent.reference } as const] : []),
    ...PLACE_FIELDS,
    STATUS_FIELD,
  ]
  // The five contracts differ only in their parent field, so the screen is checked against the plain type.
  const screen: ResourceScreen = {
    contract: options.contract,
    route: options.route,
    i18n: { ns: 'gazetteer', key: options.route },
    menu: { group: 'reference', key: options.route, icon: options.icon },
    recordLabel: codeAndName,
    columns,
    fields,
  }
  return screen
}

export const provincesScreen = placeScreen({
  contract: provincesResource,
  route: 'provinces',
  icon: EnvironmentOutlined,
  hasUnit: true,
})
export const districtsScreen = placeScreen({
  contract: districtsResource,
  route: 'districts',
  icon: ApartmentOutlined,
  hasUnit: true,
  parent: { field: 'province_id', contract: provincesResource },
})
export const communesScreen = placeScreen({
  contract: communesResource,
  route: 'communes',
  icon: ClusterOutlined,
  hasUnit: true,
  parent: { field: 'district_id', contract: districtsResource },
})
export const villagesScreen = placeScreen({
  contract: villagesResource,
  route: 'villages',
  icon: HomeOutlined,
  hasUnit: false,
  parent: { field: 'commune_id', contract: communesResource },
})
export const operationalDistrictsScreen = placeScreen({
  contract: operationalDistrictsResource,
  route: 'operationalDistricts',
  icon: SafetyCertificateOutlined,
  hasUnit: false,
  parent: { field: 'province_id', contract: provincesResource },
})
