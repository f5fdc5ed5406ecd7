import { CheckOutlined } from '@ant-design/icons'
import { MAX_PER_PAGE, type Notification } from '@sms/contract'
import { Alert, App, Badge, Button, Drawer, Empty, Flex, Segmented, Spin, Typography, theme } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { API_DATE_FORMAT } from '../../../lib/dates.ts'
import { LANG_TAG } from '../../../lib/i18n/languages.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications-api.ts'
import { notificationKey, notificationValues } from './notification-text.ts'
import { formatWhen } from './rate-format.ts'

type Props = { onClose: () => void }
/** How many more "show more" brings. */
const PAGE = 20

/** The user's notifications, newest first: open one to go to its record, mark one or all as read. */
export default function NotificationDrawer({ onClose }: Props) {
  const { t } = useTranslation('notifications')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const [filter, setFilter] = useState<'all' | 'unread'>('all')
  const [shown, setShown] = useState(PAGE)
  const list = useNotifications(filter, shown, true)
  const markAll = useMarkAllRead()
  const notifications = list.data?.data ?? []
  const unread = list.data?.meta.unread ?? 0
  const hasMore = (list.data?.meta.total ?? 0) > notifications.length && shown < MAX_PER_PAGE

  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => message.success(t('allRead')),
      onError: (error) => message.error(describeError(error)),
    })

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('title')}
      size={420}
      extra={
        <Button
          icon={<CheckOutlined />}
          onClick={readAll}
          disabled={unread === 0}
          loading={markAll.isPending}
        >
          {t('markAllRead')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented
          value={filter}
          onChange={(value) => setFilter(value as 'all' | 'unread')}
          options={[
            { value: 'all', label: t('filter.all') },
            { value: 'unread', label: t('filter.unread') },
          ]}
        />
        {list.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {list.isPending && <Spin />}
        {list.isSuccess && notifications.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        )}
        {notifications.length > 0 && (
          <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onClose} />
            ))}
          </ul>
        )}
        {hasMore && (
          <Button onClick={() => setShown(shown + PAGE)} loading={list.isFetching}>
            {t('showMore')}
          </Button>
        )}
      </Flex>
    </Drawer>
  )
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation('notifications')
  const { token } = theme.useToken()
  const lang = useLang()
  const to = useLocalePath()
  const navigate = useNavigate()
  const markRead = useMarkRead()
  const isUnread = notification.read_at === null
  const values = notificationValues(notification, lang === 'kh', LANG_TAG[lang])
  const text = t(notificationKey(notification, dayjs().format(API_DATE_FORMAT)), {
    ...values,
    lot: values.lot ? t('lot', { lot: values.lot }) : '',
  })

  const open = () => {
    if (isUnread) markRead.mutate(notification.id)
    if (notification.link) {
      navigate(to(notification.link))
      onOpen()
    }
  }

  return (
    <li
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        padding: '10px 0',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Badge status={isUnread ? 'processing' : 'default'} style={{ marginTop: 4 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Button
          type="link"
          onClick={open}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        >
          <Typography.Text strong={isUnread}>{text}</Typography.Text>
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {isUnread ? `${t('unread')} · ` : ''}
          {formatWhen(notification.created_at)}
        </Typography.Text>
      </Flex>
      {isUnread && (
        <Button
          size="small"
          type="text"
          icon={<CheckOutlined />}
          aria-label={t('markRead')}
          onClick={() => markRead.mutate(notification.id)}
          loading={markRead.isPending}
        />
      )}
    </li>
  )
}
