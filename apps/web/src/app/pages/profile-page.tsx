import { ProfileView } from '../../features/profile/components/profile-view.tsx'

/** `/profiles`: every signed-in user's own page, no permission needed. */
export function ProfilePage() {
  return <ProfileView />
}
