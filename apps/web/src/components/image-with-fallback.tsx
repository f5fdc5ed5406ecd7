import { FileExclamationOutlined, PictureOutlined } from '@ant-design/icons'
import { Tooltip, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  src: string | null | undefined
  alt: string
  /** Width and height in pixels; the picture is fitted inside. */
  size: number
  /** A list cell: the failure is an icon with the text as tooltip instead of the text itself. */
  compact?: boolean
}

/** A picture that says "Failed to load image" (spec) when the file is missing or broken, and marks "no image". */
export function ImageWithFallback({ src, alt, size, compact = false }: Props) {
  const { t } = useTranslation('resources')
  const { token } = theme.useToken()
  // Remembers which address failed, so a new picture gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = Boolean(src) && failedSrc === src

  const frame: React.CSSProperties = {
    width: size,
    height: size,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorFillQuaternary,
    color: token.colorTextTertiary,
    overflow: 'hidden',
    flex: 'none',
    textAlign: 'center',
    fontSize: compact ? size / 2.2 : token.fontSizeSM,
    padding: compact ? 0 : 8,
  }

  if (!src) {
    return (
      <span style={frame} role="img" aria-label={t('image.none')} title={t('image.none')}>
        <PictureOutlined />
      </span>
    )
  }
  if (failed) {
    const text = t('image.failed')
    return compact ? (
      <Tooltip title={text}>
        <span style={{ ...frame, color: token.colorWarning }} role="img" aria-label={text}>
          <FileExclamationOutlined />
        </span>
      </Tooltip>
    ) : (
      <span style={{ ...frame, color: token.colorWarningText }} role="alert">
        <FileExclamationOutlined style={{ marginInlineEnd: 4 }} />
        {text}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      style={{ ...frame, objectFit: 'cover', padding: 0 }}
    />
  )
}
