import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../api/profile-api.ts'
import { AccountSummary } from './account-summary.tsx'
import { PasswordForm } from './password-form.tsx'
import { PinForm } from './pin-form.tsx'
import { ProfileForm } from './profile-form.tsx'
import { ProfilePicture } from './profile-picture.tsx'

/** The signed-in user's profile page: their details on the left, account, password and till PIN on the right. */
export function ProfileView() {
  const { t } = useTranslation('profile')
  const profile = useProfile()

  if (profile.isError) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        extra={<Button onClick={() => profile.refetch()}>{t('retry')}</Button>}
      />
    )
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('details')}>
            {profile.data ? (
              <ProfileForm profile={profile.data} />
            ) : (
              <Skeleton active paragraph={{ rows: 8 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card>
              {profile.data ? (
                <Flex vertical gap={12}>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {profile.data.name}
                  </Typography.Title>
                  <ProfilePicture profile={profile.data} />
                  <AccountSummary profile={profile.data} />
                </Flex>
              ) : (
                <Skeleton active avatar />
              )}
            </Card>
            <Card title={t('password.title')}>
              <PasswordForm />
            </Card>
            <Card title={t('pin.title')}>
              {profile.data ? (
                <PinForm hasPin={profile.data.has_pin} locked={profile.data.pin_locked} />
              ) : (
                <Skeleton active />
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  )
}
