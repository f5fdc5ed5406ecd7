import { MAX_PER_PAGE, notificationRoutes } from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { LIVE_KEYS } from '../../../lib/live/live-keys.ts'

/** The bell's count. Without the live layer it is asked for again every minute. */
export function useUnreadCount() {
  return useQuery({
    queryKey: LIVE_KEYS.unreadCount,
    queryFn: async ({ signal }) => (await api.call(notificationRoutes.unreadCount, { signal })).data.unread,
    refetchInterval: 60 * 1000,
  })
}

/**
 * The user's notifications, newest first: the first `shown` of them ("show more" asks for more); `unread` keeps
 * only unread ones.
 */
export function useNotifications(filter: 'all' | 'unread', shown: number, enabled: boolean) {
  const query = {
    per_page: Math.min(shown, MAX_PER_PAGE),
    ...(filter === 'unread' && { read: 'false' as const }),
  }
  return useQuery({
    queryKey: [...LIVE_KEYS.notificationList, query],
    queryFn: ({ signal }) => api.call(notificationRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

function useRefreshNotifications() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.notifications })
}

export function useMarkRead() {
  const onSuccess = useRefreshNotifications()
  return useMutation({
    mutationFn: (id: number) => api.call(notificationRoutes.read, { params: { id } }),
    onSuccess,
  })
}

export function useMarkAllRead() {
  const onSuccess = useRefreshNotifications()
  return useMutation({
    mutationFn: () => api.call(notificationRoutes.readAll),
    onSuccess,
  })
}
