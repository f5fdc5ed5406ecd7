import type { Permission } from '@sms/contract'
import { Card } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'

/** Where a tile's title leads: the report or list behind it, and the permission that page needs. */
export type Target = { to: string; permission: Permission }

/**
 * A tile whose title links to the report or list behind it, but only for a user who may open that page: the
 * dashboard is `dashboards.view`, each report area its own permission (decision 0024), so a link could
 * otherwise lead to the no-permission page.
 */
export function Tile({ title, target, children }: { title: string; target: Target; children: ReactNode }) {
  const path = useLocalePath()
  const mayOpen = hasPermission(useSession(), target.permission)
  return (
    <Card
      size="small"
      title={mayOpen ? <Link to={path(target.to)}>{title}</Link> : title}
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  )
}
