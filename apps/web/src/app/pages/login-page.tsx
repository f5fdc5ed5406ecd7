import { Flex, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { AppLogo } from '../../components/app-logo.tsx'
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx'
import { useAppearance } from '../../features/settings/appearance/use-appearance.ts'
import { returnPathAfterSignIn } from '../../lib/auth/return-path.ts'
import { useLang } from '../../lib/i18n/use-locale.ts'

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common'])
  const { token } = theme.useToken()
  const navigate = useNavigate()
  const lang = useLang()
  const { search } = useLocation()
  const { system_title, footer_text } = useAppearance()
  // Drawn like antd's Card from its tokens: Card pulls in Tabs, Menu and Skeleton, a fifth of /login's code.
  const card = {
    width: '100%',
    maxWidth: 420,
    padding: 32,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  }
  return (
    <section style={card}>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
        <AppLogo compact size={48} />
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading3, marginTop: 8 }}>
          {system_title}
        </Typography.Text>
        <Typography.Text type="secondary">{t('common:appTitle')}</Typography.Text>
      </Flex>
      {/* The page's one h1 is what the page is for; the app's name above it is not a heading. */}
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
        {t('signIn.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('signIn.subtitle')}</Typography.Paragraph>
      <SignInForm onSignedIn={() => navigate(returnPathAfterSignIn(search, lang), { replace: true })} />
      {footer_text && (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: '24px 0 0', textAlign: 'center', fontSize: 12 }}
        >
          {footer_text}
        </Typography.Paragraph>
      )}
    </section>
  )
}
