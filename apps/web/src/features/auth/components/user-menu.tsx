import { IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useSignOut } from '../api/use-sign-out.ts'

/** The signed-in user's name with their profile page and the sign-out action. */
export function UserMenu() {
  const { t } = useTranslation()
  const profileText = useTranslation('profile').t
  const user = useSession()?.userInfo
  const signOut = useSignOut()
  const navigate = useNavigate()
  const to = useLocalePath()
  const picture = user?.media[0]?.file_path

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <IdcardOutlined />, label: profileText('menu') },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('actions.signOut'), danger: true },
        ],
        onClick: ({ key }) => (key === 'profile' ? navigate(to('/profiles')) : signOut.mutate()),
      }}
    >
      <Button type="text" style={{ height: 40, paddingInline: 8 }} loading={signOut.isPending}>
        <Avatar size="small" src={picture} icon={picture ? undefined : <UserOutlined />} />
        <Typography.Text style={{ maxWidth: 160 }} ellipsis>
          {user?.name}
        </Typography.Text>
      </Button>
    </Dropdown>
  )
}
