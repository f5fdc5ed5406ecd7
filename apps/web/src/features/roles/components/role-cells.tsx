import { PERMISSIONS } from '@sms/contract'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0)

/** "12 of 150 permissions" in the roles list. */
export function PermissionCount({ permissions }: { permissions: unknown }) {
  const { t } = useTranslation('roles')
  return <>{t('matrix.count', { count: count(permissions), total: PERMISSIONS.length })}</>
}

export function MemberCount({ members }: { members: unknown }) {
  const { t } = useTranslation('roles')
  const n = count(members)
  return (
    <Typography.Text type={n ? undefined : 'secondary'}>{t('members.count', { count: n })}</Typography.Text>
  )
}
