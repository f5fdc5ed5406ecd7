import { App as AntdApp, FloatButton, Layout } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet } from 'react-router'
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx'
import { useSyncGrants } from '../../features/auth/api/use-sync-grants.ts'
import { startSessionKeeper } from '../../lib/auth/session-keeper.ts'
import { useSession } from '../../lib/auth/use-session.ts'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import { useLiveConnection } from '../live/use-live-connection.ts'
import { AppHeader } from './app-header.tsx'
import { AppSidebar } from './app-sidebar.tsx'

const COLLAPSED_KEY = 'sidebarCollapsed'

/** The signed-in shell. Leaves for /login as soon as the session ends (sign-out, expiry, 401, other tab). */
export function DefaultLayout() {
  const { t } = useTranslation()
  const session = useSession()
  const to = useLocalePath()
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1')

  useEffect(() => startSessionKeeper(), [])
  useSyncGrants(session !== null)
  useLiveConnection(session?.userInfo?.id)

  const changeCollapsed = (next: boolean) => {
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0')
    setCollapsed(next)
  }

  if (!session) return <Navigate to={to('/login')} replace />

  // antd's App gives the screens message, modal and notification; /login does without, so it lives here.
  return (
    <AntdApp>
      <Layout style={{ minHeight: '100vh' }}>
        <SkipLink />
        <AppSidebar collapsed={collapsed} onCollapse={changeCollapsed} />
        <Layout>
          <AppHeader collapsed={collapsed} onToggle={() => changeCollapsed(!collapsed)} />
          {/* The bottom padding keeps the scroll-to-top button clear of a form's last buttons. */}
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: '24px 24px 88px' }}>
            <Outlet />
          </Layout.Content>
        </Layout>
        <FloatButton.BackTop tooltip={t('actions.scrollToTop')} aria-label={t('actions.scrollToTop')} />
      </Layout>
    </AntdApp>
  )
}
