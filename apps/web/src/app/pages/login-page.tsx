import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { AppLogo } from '../../components/app-logo.tsx'
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx'
import { returnPathAfterSignIn } from '../../lib/auth/return-path.ts'
import { useLang } from '../../lib/i18n/use-locale.ts'

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common'])
  const navigate = useNavigate()
  const lang = useLang()
  const { search } = useLocation()
  return (
    <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
        <AppLogo compact size={48} />
        <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
          {t('common:appVersion')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('common:appTitle')}</Typography.Text>
      </Flex>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('signIn.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('signIn.subtitle')}</Typography.Paragraph>
      <SignInForm onSignedIn={() => navigate(returnPathAfterSignIn(search, lang), { replace: true })} />
    </Card>
  )
}
