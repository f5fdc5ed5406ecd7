import { zodResolver } from '@hookform/resolvers/zod'
import { PASSWORD_MIN_LENGTH, passwordChangeSchema } from '@sms/contract'
import { App, Button, Flex, Form, Input } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { resourceErrorMap, splitServerErrors } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useChangePassword } from '../api/profile-api.ts'

type Values = z.input<typeof passwordChangeSchema>
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' }
const AUTOCOMPLETE = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
} as const

/** Current password, new password and its confirmation; other sessions of the user end when it changes. */
export function PasswordForm() {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const change = useChangePassword()
  const form = useForm<Values, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema, { error: resourceErrorMap }),
    defaultValues: EMPTY,
  })

  const save = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values)
      form.reset(EMPTY)
      message.success(t('messages.passwordUpdated'))
    } catch (error) {
      const { onFields } = splitServerErrors(error, FIELDS)
      for (const { field, code } of onFields)
        form.setError(field as keyof Values, { type: 'server', message: code })
      if (onFields.length === 0) message.error(describeError(error))
    }
  })

  return (
    <form onSubmit={save} noValidate aria-label={t('password.title')}>
      <Form layout="vertical" component={false} disabled={form.formState.isSubmitting}>
        {FIELDS.map((name) => (
          <FieldFrame
            idPrefix="profile"
            key={name}
            control={form.control}
            name={name}
            label={t(`password.${name}`)}
            required
            errorParams={{ min: PASSWORD_MIN_LENGTH }}
            errorKeys={{
              too_small: 'profile:password.tooShort',
              incorrect: 'profile:password.incorrect',
              mismatch: 'profile:password.mismatch',
            }}
          >
            {({ value, ...field }) => (
              <Input.Password {...field} value={value ?? ''} autoComplete={AUTOCOMPLETE[name]} />
            )}
          </FieldFrame>
        ))}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
            {t('password.submit')}
          </Button>
        </Flex>
      </Form>
    </form>
  )
}
