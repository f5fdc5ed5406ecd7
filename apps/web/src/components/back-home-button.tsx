import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLocalePath } from '../lib/i18n/use-locale.ts'

export function BackHomeButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const to = useLocalePath()
  return (
    <Button type="primary" onClick={() => navigate(to('/'))}>
      {t('actions.backHome')}
    </Button>
  )
}
