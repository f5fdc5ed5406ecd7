import { LockOutlined, MailOutlined } from '@ant-design/icons'
import { zodResolver } from '@hookform/resolvers/zod'
import { type LoginRequest, loginRequestSchema } from '@sms/contract'
import { Alert, Button, Form, Input } from 'antd'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { type Control, type FieldError, useController, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { isValidationKey, validationErrorMap } from '../../../lib/forms/zod-error-map.ts'
import { useSignIn } from '../api/use-sign-in.ts'

type FieldProps = {
  control: Control<LoginRequest>
  name: keyof LoginRequest
  label: string
  kind: 'email' | 'password'
}

function useFieldHelp(error: FieldError | undefined): string | undefined {
  const { t } = useTranslation()
  if (!error) return undefined
  return t(isValidationKey(error.message) ? error.message : 'validation.invalid')
}

function SignInField({ control, name, label, kind }: FieldProps) {
  const { field, fieldState } = useController({ control, name })
  const help = useFieldHelp(fieldState.error)
  const id = `sign-in-${name}`
  const common = { ...field, id, size: 'large' as const, 'aria-invalid': help !== undefined }
  return (
    <Form.Item label={label} htmlFor={id} required validateStatus={help ? 'error' : undefined} help={help}>
      {kind === 'email' ? (
        <Input {...common} type="email" autoComplete="username" prefix={<MailOutlined />} />
      ) : (
        <Input.Password {...common} autoComplete="current-password" prefix={<LockOutlined />} />
      )}
    </Form.Item>
  )
}

/** E-mail and password, validated with the contract's schema; the server's refusal is shown above the fields. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth')
  const describeError = useErrorMessage()
  const signIn = useSignIn()
  const { control, handleSubmit, setFocus } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema, { error: validationErrorMap }),
    defaultValues: { email: '', password: '' },
  })
  // Signing in is all this page is for, so typing starts right away (the field, not `autoFocus`, after mount).
  useEffect(() => setFocus('email'), [setFocus])
  const onSubmit = handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }))

  const error = signIn.error
  const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined
  const retryAt = retryAfter ? dayjs().add(retryAfter, 'second').format('HH:mm') : undefined

  return (
    <form onSubmit={onSubmit} noValidate>
      <Form layout="vertical" component={false} disabled={signIn.isPending}>
        {error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={describeError(error)}
            description={retryAt ? t('signIn.retryAt', { time: retryAt }) : undefined}
          />
        )}
        <SignInField control={control} name="email" label={t('signIn.email')} kind="email" />
        <SignInField control={control} name="password" label={t('signIn.password')} kind="password" />
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Form>
    </form>
  )
}
