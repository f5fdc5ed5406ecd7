import { UserOutlined } from '@ant-design/icons'
import { healthFacilitiesResource, operationalDistrictsResource, usersResource } from '@sms/contract'
import { Flex } from 'antd'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { codeAndName } from '../../../components/resource/resource-text.ts'
import { DistrictTags, FacilityTags } from '../components/coverage-tags.tsx'
import { CoverageWidget } from '../components/coverage-widget.tsx'
import { PasswordWidget } from '../components/password-widget.tsx'
import { PinLockActions, PinLockedTag } from '../components/pin-lock.tsx'
import { RolesWidget, StoresWidget } from '../components/role-store-widgets.tsx'
import { RoleTags } from '../components/role-tags.tsx'

export const usersScreen = defineResourceScreen({
  contract: usersResource,
  route: 'users',
  i18n: { ns: 'users', key: 'users' },
  menu: { group: 'userManagement', key: 'users', icon: UserOutlined },
  recordLabel: (record) => String(record.name),
  columns: [
    // A locked PIN shows beside the name, in view however wide the table: the owner sees whose approvals
    // at the till wrong PINs stopped (decision 0025).
    {
      key: 'name',
      render: (record) => (
        <Flex gap={4} wrap align="center">
          {String(record.name)}
          <PinLockedTag record={record} />
        </Flex>
      ),
    },
    { key: 'email' },
    { key: 'username', width: 160 },
    { key: 'phone', width: 150 },
    {
      key: 'role_ids',
      render: (record) => <RoleTags ids={record.role_ids} />,
      filter: false,
      sortable: false,
    },
    // Coverage (SPEC §2): the column filter finds the users of one district or facility.
    {
      key: 'operational_district_ids',
      kind: 'reference',
      reference: { contract: operationalDistrictsResource },
      render: (record) => <DistrictTags ids={record.operational_district_ids} />,
      sortable: false,
    },
    {
      key: 'health_facility_ids',
      kind: 'reference',
      // Facilities share names: the filter offers them with their code, as the form does.
      reference: { contract: healthFacilitiesResource, label: codeAndName },
      render: (record) => <FacilityTags ids={record.health_facility_ids} />,
      sortable: false,
    },
    { key: 'status', kind: 'status', width: 120 },
  ],
  form: { recordExtra: PinLockActions },
  fields: [
    { name: 'name' },
    { name: 'email' },
    { name: 'username' },
    { name: 'phone' },
    { name: 'password', widget: 'custom', render: PasswordWidget, bare: true },
    { name: 'password_confirmation', widget: 'custom', render: PasswordWidget, bare: true },
    { name: 'position' },
    { name: 'discount_limit_percent', widget: 'number', help: 'users:discountLimitHelp' },
    { name: 'return_limit_usd', widget: 'money-usd', help: 'users:returnLimitHelp' },
    { name: 'join_date', widget: 'date' },
    { name: 'date_of_birth', widget: 'date' },
    { name: 'status', widget: 'status' },
    { name: 'role_ids', widget: 'custom', render: RolesWidget, bare: true },
    { name: 'store_ids', widget: 'custom', render: StoresWidget },
    { name: 'operational_district_ids', widget: 'custom', render: CoverageWidget, bare: true, span: 'full' },
  ],
})
