import { DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { PRODUCT_IMAGE_TYPES } from '@sms/contract'
import { Button, Flex, Typography } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { PRODUCT_IMAGE_MAX_BYTES } from '../api/product-image-api.ts'

type Problem = 'wrongType' | 'tooLarge' | null

/**
 * The product picture. The form value is the change to make after saving: a File to upload, null to remove
 * the current picture, undefined to leave it as it is (the upload needs the product's id, so it waits).
 */
export function ProductImageField({ id, value, onChange, record, disabled }: CustomWidgetProps) {
  const { t } = useTranslation('catalogue')
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<Problem>(null)
  const picked = value instanceof File ? value : null
  const preview = useMemo(() => (picked ? URL.createObjectURL(picked) : null), [picked])
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const current =
    value === null ? null : (preview ?? (record?.image_url as string | null | undefined) ?? null)
  const hasPicture = current !== null

  const choose = (file: File | undefined) => {
    if (!file) return
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) setProblem('wrongType')
    else if (file.size > PRODUCT_IMAGE_MAX_BYTES) setProblem('tooLarge')
    else {
      setProblem(null)
      onChange(file)
    }
  }

  return (
    <Flex gap={16} align="center" wrap>
      <ImageWithFallback src={current} alt={t('products.fields.image')} size={96} />
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Button
            id={id}
            icon={<UploadOutlined />}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {t(hasPicture ? 'products.image.replace' : 'products.image.choose')}
          </Button>
          {hasPicture && (
            <Button
              icon={<DeleteOutlined />}
              disabled={disabled}
              onClick={() => onChange(picked ? undefined : null)}
            >
              {t(picked ? 'products.image.undo' : 'products.image.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
          {t(problem ? `products.image.${problem}` : 'products.image.rules', { size: 5 })}
        </Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        hidden
        data-testid="product-image-input"
        onChange={(event) => {
          choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </Flex>
  )
}
