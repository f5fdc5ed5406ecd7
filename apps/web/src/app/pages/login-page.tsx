import { Card, Flex, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AppLogo } from '../../components/app-logo.tsx'
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common'])
  const navigate = useNavigate()
  const to = useLocalePath()
  const { token } = theme.useToken()
  return (
    <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
        <AppLogo compact size={48} />
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading3, marginTop: 8 }}>
          {t('common:appVersion')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('common:appTitle')}</Typography.Text>
      </Flex>
      {/* The page's one h1 is what the page is for; the app's name above it is not a heading. */}
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
        {t('signIn.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('signIn.subtitle')}</Typography.Paragraph>
      <SignInForm onSignedIn={() => navigate(to('/'), { replace: true })} />
    </Card>
  )
}
