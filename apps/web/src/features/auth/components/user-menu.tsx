import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useSignOut } from '../api/use-sign-out.ts'

/** The signed-in user's name with the sign-out action. */
export function UserMenu() {
  const { t } = useTranslation()
  const user = useSession()?.userInfo
  const signOut = useSignOut()
  const picture = user?.media[0]?.file_path

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'sign-out', icon: <LogoutOutlined />, label: t('actions.signOut'), danger: true }],
        onClick: () => signOut.mutate(),
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
