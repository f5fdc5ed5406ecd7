import { WelcomeCard } from '../../features/dashboards/components/welcome-card.tsx'

export function DashboardPage() {
  return <WelcomeCard />
}
