import { Alert, Button, Drawer, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ToneTag } from '../../../components/tone-tag.tsx'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import type { OutboxView } from '../offline/use-outbox.ts'
import { usd } from '../receipt/money-text.ts'

const TONE = { waiting: 'waiting', sent: 'done', refused: 'stopped' } as const

/**
 * The outbox at a glance in the till's top bar ("Offline · 3 sales waiting" / "All sales sent"), opening the
 * list of the sales kept on this device; a sale the server refused after the fact stays there, marked.
 */
export function OutboxStatus({ outbox }: { outbox: OutboxView }) {
  const { t } = useTranslation('pos')
  const describeError = useErrorMessage()
  const [open, setOpen] = useState(false)
  const { waiting, refused, reachable } = outbox
  const label =
    waiting > 0
      ? t(reachable ? 'outbox.sendingWaiting' : 'outbox.offlineWaiting', { count: waiting })
      : reachable
        ? t('outbox.allSent')
        : t('outbox.offline')
  const tone = !reachable ? 'stopped' : waiting > 0 ? 'waiting' : 'done'
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="till-outbox" aria-haspopup="dialog">
        <ToneTag tone={tone}>{label}</ToneTag>
        {refused > 0 && <ToneTag tone="stopped">{t('outbox.refused', { count: refused })}</ToneTag>}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('outbox.listTitle')}
        size="large"
        data-testid="till-outbox-list"
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary">{t('outbox.listHelp')}</Typography.Paragraph>
          {refused > 0 && <Alert type="error" showIcon title={t('outbox.refusedHelp')} />}
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            locale={{ emptyText: t('outbox.empty') }}
            dataSource={[...outbox.entries].reverse()}
            columns={[
              { title: t('outbox.number'), render: (_, e) => e.receipt_number ?? e.order_number ?? '—' },
              { title: t('outbox.serverNumber'), render: (_, e) => e.order_number ?? '—' },
              {
                title: t('outbox.time'),
                render: (_, e) => formatDateTime(e.body.offline?.sold_at ?? e.created_at),
              },
              { title: t('outbox.total'), align: 'right', render: (_, e) => usd(e.total_usd) },
              {
                title: t('outbox.status'),
                render: (_, e) => (
                  <Flex vertical gap={2}>
                    <ToneTag tone={TONE[e.status]}>{t(`outbox.statuses.${e.status}`)}</ToneTag>
                    {e.error && (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {describeError(new ApiError({ ...e.error, code: e.error.code as ApiError['code'] }))}
                      </Typography.Text>
                    )}
                  </Flex>
                ),
              },
            ]}
          />
        </Flex>
      </Drawer>
    </>
  )
}
