import { Flex, Input, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { contrast, TEXT_CONTRAST } from '../../../lib/colors.ts'

type Props = {
  id: string
  /** The field's label, for the swatch's accessible name. */
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  status: 'error' | undefined
  /** Warn when text in this colour would be hard to read on white (the theme then darkens it). */
  checkContrast?: boolean
}

const HEX = /^#[0-9a-f]{6}$/i

/** A colour as `#rrggbb`: typed, or picked from the swatch; warns when text in it would be hard to read. */
export function ColorField({ id, label, value, onChange, onBlur, status, checkContrast }: Props) {
  const { t } = useTranslation('settings')
  const { token } = theme.useToken()
  const valid = HEX.test(value)
  const ratio = valid ? contrast(value.toLowerCase(), '#ffffff') : TEXT_CONTRAST
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        {/* The browser's own picker: antd's ColorPicker would add its panel's code to every page's bundle. */}
        <input
          type="color"
          value={valid ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          aria-label={label}
          tabIndex={-1}
          style={{
            width: 32,
            height: 32,
            padding: 2,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: token.colorBgContainer,
            cursor: 'pointer',
          }}
        />
        <Input
          id={id}
          value={value}
          status={status}
          aria-invalid={status !== undefined}
          maxLength={7}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          style={{ maxWidth: 140, fontFamily: 'monospace' }}
        />
      </Flex>
      {checkContrast && ratio < TEXT_CONTRAST && (
        <Typography.Text type="warning" role="status">
          {t('contrast', { ratio: (Math.round(ratio * 10) / 10).toFixed(1) })}
        </Typography.Text>
      )}
    </Flex>
  )
}
