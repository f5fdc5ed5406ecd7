import { LockOutlined, MailOutlined } from '@ant-design/icons'
import type { LoginRequest } from '@sms/contract'
import { Button, theme } from 'antd'
// The two inputs by their own modules: antd's Input index also brings Search, TextArea and OTP, which /login
// never shows (its size budget, decision 0011).
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSignIn } from '../api/use-sign-in.ts'
import { type SignInErrors, validateSignIn } from './validate-sign-in.ts'

// Loaded when a sign-in first fails: most visits never show it, and it would add 3 kB to /login.
const Alert = lazy(() => import('antd/es/alert/index.js'))

type FieldProps = {
  name: keyof LoginRequest
  label: string
  kind: 'email' | 'password'
  value: string
  error: SignInErrors[keyof LoginRequest]
  disabled: boolean
  onChange: (value: string) => void
}

/**
 * Laid out like antd's vertical `Form.Item` from its tokens: antd's Form (with its validator, grid and
 * tooltip) and react-hook-form were a tenth of what /login downloads, for two fields.
 */
function SignInField({ name, label, kind, value, error, disabled, onChange }: FieldProps) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const help = error ? t(error) : undefined
  const id = `sign-in-${name}`
  const helpId = `${id}-help`
  const common = {
    id,
    name,
    value,
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    size: 'large' as const,
    status: help ? ('error' as const) : undefined,
    required: true,
    'aria-invalid': help !== undefined,
    'aria-describedby': help ? helpId : undefined,
  }
  return (
    <div style={{ marginBottom: help ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'inline-block', paddingBottom: token.paddingXS, color: token.colorText }}
      >
        <span aria-hidden style={{ color: token.colorError, marginInlineEnd: token.marginXXS }}>
          *
        </span>
        {label}
      </label>
      {kind === 'email' ? (
        <Input {...common} type="email" autoComplete="username" prefix={<MailOutlined />} />
      ) : (
        <Password {...common} autoComplete="current-password" prefix={<LockOutlined />} />
      )}
      {help && (
        <div
          id={helpId}
          style={{ color: token.colorError, lineHeight: token.lineHeight, marginBottom: token.marginXS }}
        >
          {help}
        </div>
      )}
    </div>
  )
}

/** E-mail and password, validated with the contract's schema; the server's refusal is shown above the fields. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth')
  const describeError = useErrorMessage()
  const signIn = useSignIn()
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' })
  // As react-hook-form did: check on submit, then again on every change until the form is valid.
  const [errors, setErrors] = useState<SignInErrors | null>(null)

  const change = (name: keyof LoginRequest) => (value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // The schema is loaded once, so checks resolve in the order they were made.
    if (errors) void validateSignIn(next).then((result) => setErrors(result.errors))
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await validateSignIn(values)
    setErrors(result.errors)
    if (result.request) signIn.mutate(result.request, { onSuccess: onSignedIn })
    else document.getElementById(`sign-in-${result.errors.email ? 'email' : 'password'}`)?.focus()
  }
  // Signing in is all this page is for, so typing starts right away (the field, not `autoFocus`, after mount).
  useEffect(() => document.getElementById('sign-in-email')?.focus(), [])

  const error = signIn.error
  const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined
  const retryAt = retryAfter ? clockTime(Date.now() + retryAfter * 1000) : undefined
  const field = (name: keyof LoginRequest) => ({
    name,
    value: values[name],
    error: errors?.[name],
    disabled: signIn.isPending,
    onChange: change(name),
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      {error && (
        // Until the Alert's code arrives, the same words in a plain live region.
        <Suspense fallback={<div role="alert">{describeError(error)}</div>}>
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={describeError(error)}
            description={retryAt ? t('signIn.retryAt', { time: retryAt }) : undefined}
          />
        </Suspense>
      )}
      <SignInField {...field('email')} label={t('signIn.email')} kind="email" />
      <SignInField {...field('password')} label={t('signIn.password')} kind="password" />
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  )
}

/** `HH:mm` on the 24-hour clock, as the retry message has always shown it. */
function clockTime(at: number): string {
  const date = new Date(at)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}
