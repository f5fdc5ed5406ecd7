import { DashboardTiles } from '../../features/dashboards/components/dashboard-tiles.tsx'
import { WelcomeCard } from '../../features/dashboards/components/welcome-card.tsx'
import { hasPermission } from '../../lib/auth/session-storage.ts'
import { useSession } from '../../lib/auth/use-session.ts'

export function DashboardPage() {
  const mayView = hasPermission(useSession(), 'dashboards.view')
  return (
    <>
      <WelcomeCard />
      {mayView && <DashboardTiles />}
    </>
  )
}
