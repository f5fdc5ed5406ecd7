import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { BackHomeButton } from '../../components/back-home-button.tsx'
import { ResultHeading } from '../../components/result-heading.tsx'

export function NoPermissionPage() {
  const { t } = useTranslation()
  return (
    <Result
      status="403"
      title={<ResultHeading>{t('noPermission.title')}</ResultHeading>}
      subTitle={t('noPermission.message')}
      extra={<BackHomeButton />}
    />
  )
}
