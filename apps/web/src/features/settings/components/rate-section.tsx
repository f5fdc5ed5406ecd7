import { Button, Flex, Table, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { useRateHistory } from '../api/exchange-rate-api.ts'
import { formatRate, formatWhen } from './rate-format.ts'
import { Section } from './settings-fields.tsx'

const RateDialog = lazy(() => import('./rate-dialog.tsx'))
const NbcDialog = lazy(() => import('./nbc-dialog.tsx'))
const PER_PAGE = 10

/** The riel rate on the settings page: the rate in force, setting a new one, and the history. */
export function RateSection() {
  const { t, i18n } = useTranslation('settings')
  const session = useSession()
  const canSet = hasPermission(session, 'exchange-rates.create')
  const canList = hasPermission(session, 'exchange-rates.list')
  const current = useCurrentRate()
  const [page, setPage] = useState(1)
  const history = useRateHistory(page, PER_PAGE, canList)
  const [open, setOpen] = useState<'manual' | 'nbc' | null>(null)
  const format = (rate: number) => formatRate(rate, i18n.language)

  return (
    <Section title={t('sections.rate')}>
      <Flex vertical gap={16}>
        <Flex align="center" gap={16} wrap>
          {current.data && (
            <Flex vertical>
              <Typography.Text strong style={{ fontSize: 20 }}>
                {t('rate.value', { one: 1, rate: format(current.data.rate) })}
              </Typography.Text>
              <Typography.Text type="secondary">
                {current.data.updated_at
                  ? t('rate.updated', { when: formatWhen(current.data.updated_at) })
                  : t('rate.notSet')}
              </Typography.Text>
            </Flex>
          )}
          {canSet && current.data && <Button onClick={() => setOpen('manual')}>{t('rate.set')}</Button>}
          {canSet && <Button onClick={() => setOpen('nbc')}>{t('nbc.button')}</Button>}
        </Flex>
        {canList && (
          <>
            <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
              {t('rate.history')}
            </Typography.Title>
            <Table
              rowKey="id"
              size="small"
              loading={history.isPending}
              dataSource={history.data?.data ?? []}
              // antd draws its empty text too faint to read (contrast); the secondary text colour reads well.
              locale={{ emptyText: <Typography.Text type="secondary">{t('rate.empty')}</Typography.Text> }}
              pagination={{
                current: page,
                pageSize: PER_PAGE,
                total: history.data?.meta.total ?? 0,
                onChange: setPage,
                hideOnSinglePage: true,
              }}
              columns={[
                {
                  key: 'rate',
                  title: t('rate.columns.rate'),
                  align: 'end',
                  render: (_, row) => `${format(row.rate)} ៛`,
                },
                {
                  key: 'source',
                  title: t('rate.columns.source'),
                  render: (_, row) =>
                    row.source === 'nbc' && row.nbc_average !== null
                      ? t('rate.nbcFigures', {
                          bid: format(row.nbc_bid ?? 0),
                          ask: format(row.nbc_ask ?? 0),
                          average: format(row.nbc_average),
                        })
                      : t('rate.manual'),
                },
                {
                  key: 'effective_at',
                  title: t('rate.columns.effective_at'),
                  render: (_, row) => formatDateTime(row.effective_at),
                },
                {
                  key: 'created_by_name',
                  title: t('rate.columns.created_by_name'),
                  render: (_, row) => row.created_by_name ?? '',
                },
              ]}
            />
          </>
        )}
      </Flex>
      <Suspense fallback={null}>
        {open === 'manual' && current.data && (
          <RateDialog current={current.data.rate} onClose={() => setOpen(null)} />
        )}
        {open === 'nbc' && <NbcDialog onClose={() => setOpen(null)} />}
      </Suspense>
    </Section>
  )
}
