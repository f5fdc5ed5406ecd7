import type { ReactNode } from 'react'
import { hasRole } from '../lib/auth/session-storage.ts'
import { useSession } from '../lib/auth/use-session.ts'

/** Renders its children only when the stored roles contain `role`. Roles are data, so any name is accepted. */
export function HasRole({ role, children }: { role: string; children: ReactNode }) {
  return hasRole(useSession(), role) ? children : null
}
