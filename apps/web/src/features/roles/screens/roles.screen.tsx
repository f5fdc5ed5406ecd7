import { SafetyCertificateOutlined } from '@ant-design/icons'
import { rolesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { hasPermission, readSession } from '../../../lib/auth/session-storage.ts'
import { MemberCount, PermissionCount } from '../components/role-cells.tsx'
import { MembersWidget, PermissionsWidget } from '../components/role-widgets.tsx'

const roleLabel = (record: Record<string, unknown>, lang: 'en' | 'kh') =>
  String((lang === 'kh' && record.label_kh) || record.label_en || record.name)

export const rolesScreen = defineResourceScreen({
  contract: rolesResource,
  route: 'roles',
  i18n: { ns: 'roles', key: 'role' },
  menu: { group: 'userManagement', key: 'roles', icon: SafetyCertificateOutlined },
  recordLabel: roleLabel,
  columns: [
    { key: 'label_en', label: 'roles:role.fields.label', render: roleLabel },
    { key: 'name', width: 180, render: (record) => <code>{String(record.name)}</code> },
    { key: 'group', width: 140 },
    { key: 'permissions', render: (record) => <PermissionCount permissions={record.permissions} /> },
    { key: 'user_ids', render: (record) => <MemberCount members={record.user_ids} /> },
    { key: 'status', kind: 'status', width: 120 },
  ],
  fields: [
    { name: 'label_en' },
    { name: 'label_kh' },
    { name: 'name', help: 'roles:role.help.name' },
    { name: 'group' },
    { name: 'status', widget: 'status' },
    { name: 'permissions', widget: 'custom', render: PermissionsWidget, span: 'full' },
    { name: 'user_ids', widget: 'custom', render: MembersWidget, bare: true, span: 'full' },
  ],
  form: {
    // Members may be sent only by those who may change them; leaving them out keeps them as they are.
    toBody: (values) => {
      if (hasPermission(readSession(), 'roles.assign')) return values
      const { user_ids: _, ...rest } = values
      return rest
    },
  },
})
