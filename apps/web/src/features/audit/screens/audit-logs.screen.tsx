import { AuditOutlined } from '@ant-design/icons'
import { auditLogsResource, usersResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { AuditDetailsButton } from '../components/audit-details.tsx'

/** The read-only audit log: who changed what and when; each row opens its before and after. */
export const auditLogsScreen = defineResourceScreen({
  contract: auditLogsResource,
  route: 'audit-logs',
  i18n: { ns: 'audit', key: 'auditLogs' },
  menu: { group: 'userManagement', key: 'auditLogs', icon: AuditOutlined },
  recordLabel: (record) => `${String(record.resource)} #${String(record.record_id)}`,
  columns: [
    // When, to the minute: the day alone does not tell two changes of one morning apart.
    {
      key: 'created_at',
      kind: 'date',
      width: 180,
      render: (record) => <span data-testid="audit-time">{formatDateTime(String(record.created_at))}</span>,
    },
    {
      key: 'actor_id',
      kind: 'reference',
      reference: { contract: usersResource, label: (user) => String(user.name) },
      render: (record) => record.actor_name ?? '—',
      sortable: false,
      width: 200,
    },
    { key: 'resource', width: 180 },
    { key: 'record_id', kind: 'number', width: 120 },
    { key: 'action', width: 180 },
  ],
  fields: [],
  list: { canEdit: false, rowExtra: AuditDetailsButton },
})
