import { Flex, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { AppLogo } from '../../components/app-logo.tsx'
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx'
import { useAppearance } from '../../lib/appearance/use-appearance.ts'
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
  // The texts likewise: Typography brings its editor (a text area) and copy button, which this page never uses.
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
        <strong style={{ fontSize: token.fontSizeHeading3, marginTop: 8, color: token.colorText }}>
          {system_title}
        </strong>
        <span style={{ color: token.colorTextSecondary }}>{t('common:appTitle')}</span>
      </Flex>
      {/* The page's one h1 is what the page is for; the app's name above it is not a heading. */}
      <h1
        style={{
          margin: '0 0 0.5em',
          fontSize: token.fontSizeHeading4,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading4,
          color: token.colorTextHeading,
        }}
      >
        {t('signIn.title')}
      </h1>
      <p style={{ margin: '0 0 1em', color: token.colorTextSecondary }}>{t('signIn.subtitle')}</p>
      <SignInForm onSignedIn={() => navigate(returnPathAfterSignIn(search, lang), { replace: true })} />
      {footer_text && (
        <p style={{ margin: '24px 0 0', textAlign: 'center', fontSize: 12, color: token.colorTextSecondary }}>
          {footer_text}
        </p>
      )}
    </section>
  )
}
