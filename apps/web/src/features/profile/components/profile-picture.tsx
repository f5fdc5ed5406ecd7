import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons'
import { DEFAULT_UPLOAD_MAX_BYTES, type Profile } from '@sms/contract'
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useChangeProfilePicture } from '../api/profile-api.ts'

const MAX_MB = DEFAULT_UPLOAD_MAX_BYTES / 1024 / 1024

/** The user's own picture (the spec's profile_image): shown in the header and sent as user_info.media. */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const change = useChangeProfilePicture()

  const save = (file: File | null) =>
    change.mutate(file, {
      onSuccess: () => message.success(t('messages.updated')),
      onError: (error) => message.error(describeError(error)),
    })

  return (
    <Flex align="center" gap={16}>
      <Avatar size={72} src={profile.profile_image_url ?? undefined} icon={<UserOutlined />} />
      <Flex vertical gap={4}>
        <Flex gap={8} wrap>
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > DEFAULT_UPLOAD_MAX_BYTES) message.error(t('picture.tooLarge', { size: MAX_MB }))
              else save(file)
              // The file goes through our API client (bearer token, typed answer), not antd's own upload.
              return false
            }}
          >
            <Button icon={<UploadOutlined />} loading={change.isPending}>
              {t('picture.change')}
            </Button>
          </Upload>
          {profile.profile_image_url && (
            <Button icon={<DeleteOutlined />} onClick={() => save(null)} disabled={change.isPending}>
              {t('picture.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">{t('picture.hint', { size: MAX_MB })}</Typography.Text>
      </Flex>
    </Flex>
  )
}
