import type { Profile } from '@sms/contract'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/dates.ts'

/** What the user may see but only an administrator may change: sign-in e-mail, username, position, join date. */
export function AccountSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile')
  const none = '—'
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'email', label: t('account.email'), children: profile.email },
        { key: 'username', label: t('account.username'), children: profile.username ?? none },
        { key: 'position', label: t('account.position'), children: profile.position ?? none },
        {
          key: 'join_date',
          label: t('account.join_date'),
          children: profile.join_date ? formatDate(profile.join_date) : none,
        },
      ]}
    />
  )
}
