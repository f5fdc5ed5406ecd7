import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { BackHomeButton } from '../../components/back-home-button.tsx'

export function NoPermissionPage() {
  const { t } = useTranslation()
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={t('noPermission.message')}
      extra={<BackHomeButton />}
    />
  )
}
