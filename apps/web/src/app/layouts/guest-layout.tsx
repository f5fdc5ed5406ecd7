import { Flex, theme } from 'antd'
import { Outlet } from 'react-router'
import { ColorModeSwitcher } from '../../components/color-mode-switcher.tsx'
import { LanguageSwitcher } from '../../components/language-switcher.tsx'
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx'

/** Pages for signed-out visitors: no menu, just the content centred, with language and colour choice. */
export function GuestLayout() {
  const { token } = theme.useToken()
  // A plain box in antd Layout's colour: Layout's module brings its Sider to /login.
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
      }}
    >
      <SkipLink />
      <Flex component="header" justify="flex-end" align="center" gap={8} style={{ padding: 16 }}>
        <LanguageSwitcher />
        <ColorModeSwitcher />
      </Flex>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ flex: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}
      >
        <Outlet />
      </main>
    </div>
  )
}
