import type { Permission } from '@sms/contract'
import type { ReactNode } from 'react'
import { hasPermission } from '../lib/auth/session-storage.ts'
import { useSession } from '../lib/auth/use-session.ts'

/** Renders its children only when the stored permissions contain `permission`. Cosmetic: the server enforces. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return hasPermission(useSession(), permission) ? children : null
}
