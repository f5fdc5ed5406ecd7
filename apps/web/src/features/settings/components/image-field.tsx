import { DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { DEFAULT_UPLOAD_MAX_BYTES, type SettingsImage } from '@sms/contract'
import { App, Button, Flex, Input, Typography, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useUploadSettingsImage } from '../api/settings-api.ts'

const MAX_MB = DEFAULT_UPLOAD_MAX_BYTES / 1024 / 1024

type Props = {
  image: SettingsImage
  id: string
  label: string
  value: string | null
  onChange: (value: string | null) => void
  onBlur: () => void
  status: 'error' | undefined
  disabled: boolean
  /** The uploaded picture's address, once the server stored it (the settings already point at it). */
  onUploaded: (url: string | null) => void
}

/**
 * A logo or favicon: an https address typed in, or a picture uploaded at once (checked by its content on the
 * server, which stores it and points the settings at it).
 */
export function ImageField({
  image,
  id,
  label,
  value,
  onChange,
  onBlur,
  status,
  disabled,
  onUploaded,
}: Props) {
  const { t } = useTranslation('settings')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const upload = useUploadSettingsImage(image)
  const column = image === 'logo' ? 'logo_url' : 'favicon_url'

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center">
        {value && (
          <img
            src={value}
            alt={t('image.preview', { name: label })}
            width={48}
            height={48}
            style={{ objectFit: 'contain', border: '1px solid rgba(128,128,128,0.3)', borderRadius: 6 }}
          />
        )}
        <Input
          id={id}
          value={value ?? ''}
          status={status}
          aria-invalid={status !== undefined}
          placeholder={t('image.addressPlaceholder')}
          onChange={(event) => onChange(event.target.value.trim() || null)}
          onBlur={onBlur}
          disabled={disabled}
        />
      </Flex>
      <Flex gap={8} wrap>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            if (file.size > DEFAULT_UPLOAD_MAX_BYTES) message.error(t('image.tooLarge', { size: MAX_MB }))
            else
              upload.mutate(file, {
                onSuccess: (answer) => {
                  onUploaded(answer.data[column])
                  message.success(t('updated'))
                },
                onError: (error) => message.error(describeError(error)),
              })
            // The file goes through our API client (bearer token, typed answer), not antd's own upload.
            return false
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={disabled}>
            {t('image.upload')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)} disabled={disabled}>
            {t('image.remove')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('image.hint', { size: MAX_MB })}</Typography.Text>
    </Flex>
  )
}
