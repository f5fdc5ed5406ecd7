import { BellOutlined } from '@ant-design/icons'
import { Badge, Button, Tooltip } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnreadCount } from '../api/notifications-api.ts'

const NotificationDrawer = lazy(() => import('./notification-drawer.tsx'))

/** The menubar's bell: the unread count, and the drawer with the user's notifications. */
export function NotificationBell() {
  const { t } = useTranslation('notifications')
  const unread = useUnreadCount().data ?? 0
  const [open, setOpen] = useState(false)
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell')
  return (
    <>
      <Tooltip title={t('bell')}>
        <Button
          type="text"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="notification-bell"
          icon={
            <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count">
              <BellOutlined style={{ fontSize: 16 }} />
            </Badge>
          }
        />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotificationDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
