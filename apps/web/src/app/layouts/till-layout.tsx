import { App as AntdApp } from 'antd'
import { useEffect } from 'react'
import { Navigate, Outlet } from 'react-router'
import { useSyncGrants } from '../../features/auth/api/use-sync-grants.ts'
import { startSessionKeeper } from '../../lib/auth/session-keeper.ts'
import { useSession } from '../../lib/auth/use-session.ts'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import { useLiveConnection } from '../live/use-live-connection.ts'

/**
 * The full-screen shell of the till: the session, permissions and live connection of the usual shell, without
 * its sidebar and header, so the till has the whole 1366×768 screen (its own top bar leads back to the menu).
 */
export function TillLayout() {
  const session = useSession()
  const to = useLocalePath()
  useEffect(() => startSessionKeeper(), [])
  useSyncGrants(session !== null)
  useLiveConnection(session?.userInfo?.id)
  if (!session) return <Navigate to={to('/login')} replace />
  return (
    <AntdApp>
      <Outlet />
    </AntdApp>
  )
}
