import { UserOutlined } from '@ant-design/icons'
import { Avatar, Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/auth/use-session.ts'

/** Greets the signed-in user by name; the dashboard widgets arrive with the features they summarise. */
export function WelcomeCard() {
  const { t } = useTranslation('dashboards')
  const user = useSession()?.userInfo
  const picture = user?.media[0]?.file_path
  return (
    <Card>
      <Flex align="center" gap={16}>
        <Avatar size={56} src={picture} icon={picture ? undefined : <UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('welcome.title', { name: user?.name ?? '' })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('welcome.signedInAs', { email: user?.email ?? '' })}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  )
}
