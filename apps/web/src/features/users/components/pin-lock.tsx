import { LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { pinLockRoutes, usersResource } from '@sms/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App, Button, Flex, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Can } from '../../../components/can.tsx'
import { resourceKeys } from '../../../components/resource/resource-api.ts'
import type { AnyRecord } from '../../../components/resource/resource-screen.ts'
import { api } from '../../../lib/api/api.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'

/**
 * "PIN locked": wrong PINs at a till locked this user's approvals (decision 0025). Red, which the theme tunes to
 * AA contrast in both modes (antd's own warning gold reads at 1.8:1).
 */
export function PinLockedTag({ record }: { record: AnyRecord }) {
  const { t } = useTranslation('users')
  if (!record.pin_locked) return null
  return (
    <Tag color="error" icon={<LockOutlined />} data-testid="pin-locked">
      {t('pinLock.locked')}
    </Tag>
  )
}

/**
 * The lock on the user's page, with "Unlock PIN" for the owner (`users.assign`, as the server checks). After a
 * confirmation the user approves with their PIN again; the users list and record refresh.
 */
export function PinLockActions({ record }: { record: AnyRecord }) {
  const { t } = useTranslation('users')
  const { modal, message } = App.useApp()
  const describeError = useErrorMessage()
  const queryClient = useQueryClient()
  const unlock = useMutation({
    mutationFn: () => api.call(pinLockRoutes.unlock, { params: { id: record.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(usersResource) }),
  })
  if (!record.pin_locked) return null

  const confirm = () =>
    modal.confirm({
      title: t('pinLock.confirmTitle', { name: String(record.name) }),
      content: t('pinLock.confirmContent'),
      okText: t('pinLock.unlock'),
      cancelText: t('pinLock.cancel'),
      autoFocusButton: 'ok',
      onOk: async () => {
        try {
          await unlock.mutateAsync()
          message.success(t('pinLock.unlocked', { name: String(record.name) }))
        } catch (error) {
          message.error(describeError(error))
        }
      },
    })

  return (
    <Flex align="center" gap={8}>
      <PinLockedTag record={record} />
      <Can permission="users.assign">
        <Button icon={<UnlockOutlined />} onClick={confirm} loading={unlock.isPending}>
          {t('pinLock.unlock')}
        </Button>
      </Can>
    </Flex>
  )
}
