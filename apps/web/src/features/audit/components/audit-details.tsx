import { EyeOutlined } from '@ant-design/icons'
import type { AuditLog } from '@sms/contract'
import { Button, Drawer, Table, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnyRecord, ResourceScreen } from '../../../components/resource/resource-screen.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { diffAudit, type FieldChange, showValue } from './audit-diff.ts'

const CHANGE_COLOURS = { changed: 'gold', added: 'green', removed: 'red', same: undefined } as const

/** A row's button that opens the entry's before and after, field by field, changed fields marked. */
export function AuditDetailsButton({ record }: { screen: ResourceScreen; record: AnyRecord }) {
  const { t } = useTranslation('audit')
  const [isOpen, setOpen] = useState(false)
  const entry = record as unknown as AuditLog
  const rows = diffAudit(entry.before, entry.after)
  const title = `${entry.resource} #${entry.record_id} · ${t(`actions.${entry.action}`, { defaultValue: entry.action })}`
  return (
    <>
      <Tooltip title={t('details')}>
        <Button type="text" icon={<EyeOutlined />} aria-label={t('details')} onClick={() => setOpen(true)} />
      </Tooltip>
      <Drawer open={isOpen} onClose={() => setOpen(false)} title={title} size={760}>
        <Typography.Paragraph type="secondary">
          {entry.actor_name ?? t('system')} · {formatDateTime(entry.created_at)}
        </Typography.Paragraph>
        <Table<FieldChange>
          rowKey="field"
          size="small"
          pagination={false}
          tableLayout="fixed"
          dataSource={rows}
          columns={[
            { title: t('field'), dataIndex: 'field', ellipsis: true },
            { title: t('before'), ellipsis: true, render: (_, row) => showValue(row.before) },
            {
              title: t('after'),
              render: (_, row) => (
                <Typography.Text strong={row.change !== 'same'}>{showValue(row.after)}</Typography.Text>
              ),
            },
            {
              title: t('change'),
              width: 130,
              render: (_, row) => <Tag color={CHANGE_COLOURS[row.change]}>{t(`changes.${row.change}`)}</Tag>,
            },
          ]}
        />
      </Drawer>
    </>
  )
}
