import { PASSWORD_MIN_LENGTH } from '@sms/contract'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'

/**
 * A new password, as a bare widget so a short one can say how long it must be. Empty is sent as null:
 * when updating, that keeps the current password (the contract's update schema); when creating, it is
 * "required".
 */
export function PasswordWidget({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  form,
  mode,
  disabled,
}: CustomWidgetProps) {
  const { t } = useTranslation('users')
  const code = form.getFieldState(name).error?.message
  const help = code === 'too_small' ? t('passwordTooShort', { min: PASSWORD_MIN_LENGTH }) : error
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={mode === 'create'}
      validateStatus={help ? 'error' : undefined}
      help={help}
    >
      <Input.Password
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        status={help ? 'error' : undefined}
        aria-invalid={Boolean(help)}
        autoComplete="new-password"
        placeholder={mode === 'update' ? t('passwordKeep') : undefined}
      />
    </Form.Item>
  )
}
