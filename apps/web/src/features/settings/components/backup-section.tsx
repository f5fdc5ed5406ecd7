import { BACKUP_STALE_AFTER_MS } from '@sms/contract'
import { Alert, App, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { numberFormat, numberLocale } from '../../../lib/number-locale.ts'
import { useBackupStatus, useTakeBackup } from '../api/backup-api.ts'
import { Section } from './settings-fields.tsx'

/** Sizes as people read them on a USB stick: megabytes with one decimal, in the interface language. */
const formatSize = (bytes: number, language: string) =>
  numberFormat(numberLocale(language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  )

/** The last backup and the daily one on the settings page; a warning when it is too old to lose a day over. */
export function BackupSection({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation('settings')
  const { message } = App.useApp()
  const errorMessage = useErrorMessage()
  const status = useBackupStatus()
  const take = useTakeBackup()
  const last = status.data?.last
  const stale = status.data && (!last || Date.now() - Date.parse(last.taken_at) > BACKUP_STALE_AFTER_MS)

  return (
    <Section title={t('sections.backups')}>
      <Flex vertical gap={12} data-testid="backup-section">
        {status.isError && <Alert type="error" showIcon title={t('backups.loadFailed')} />}
        {status.data && (
          <>
            <Typography.Text strong>
              {last
                ? t('backups.last', {
                    when: formatDateTime(last.taken_at),
                    size: formatSize(last.size_bytes, i18n.language),
                  })
                : t('backups.none')}
            </Typography.Text>
            {stale && <Alert type="warning" showIcon title={t('backups.stale')} />}
            <Typography.Text type="secondary">
              {status.data.daily
                ? t('backups.daily', {
                    time: status.data.time,
                    keep: status.data.keep,
                    folder: status.data.folder,
                  })
                : t('backups.dailyOff', { folder: status.data.folder })}
            </Typography.Text>
          </>
        )}
        {canEdit && (
          <div>
            <Button
              loading={take.isPending}
              onClick={() =>
                take.mutate(undefined, {
                  onSuccess: () => message.success(t('backups.taken')),
                  onError: (error) => message.error(errorMessage(error)),
                })
              }
            >
              {t('backups.now')}
            </Button>
          </div>
        )}
      </Flex>
    </Section>
  )
}
