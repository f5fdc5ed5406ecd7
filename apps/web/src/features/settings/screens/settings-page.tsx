import { Alert, Button, Flex, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useSettings } from '../api/settings-api.ts'
import { BackupSection } from '../components/backup-section.tsx'
import { RateSection } from '../components/rate-section.tsx'
import { SettingsForm } from '../components/settings-form.tsx'
import { StoreRules } from '../components/store-rules.tsx'

/** `/settings`: the shop's settings (read with settings.view, changed with settings.edit) and the riel rate. */
export function SettingsPage() {
  const { t } = useTranslation('settings')
  const retry = useTranslation('resources').t('actions.retry')
  const canEdit = hasPermission(useSession(), 'settings.edit')
  const settings = useSettings()

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      {settings.isPending && <Spin />}
      {settings.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => settings.refetch()}>{retry}</Button>}
        />
      )}
      {settings.data && (
        <SettingsForm settings={settings.data} canEdit={canEdit}>
          <StoreRules />
        </SettingsForm>
      )}
      <RateSection />
      <BackupSection canEdit={canEdit} />
    </Flex>
  )
}
