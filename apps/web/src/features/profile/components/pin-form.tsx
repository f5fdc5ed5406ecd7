import { zodResolver } from '@hookform/resolvers/zod'
import { pinChangeSchema } from '@sms/contract'
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { resourceErrorMap, splitServerErrors } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSetPin } from '../api/profile-api.ts'

type Values = z.input<typeof pinChangeSchema>
const FIELDS = ['pin', 'current_password'] as const
const EMPTY: Values = { pin: '', current_password: '' }

/**
 * The PIN a manager types at the till to approve a discount or a price: 4–8 digits, saved with the account's
 * password (never with the old PIN, which someone may have watched being typed).
 */
export function PinForm({ hasPin, locked = false }: { hasPin: boolean; locked?: boolean }) {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const setPin = useSetPin()
  const form = useForm<Values, unknown, z.output<typeof pinChangeSchema>>({
    resolver: zodResolver(pinChangeSchema, { error: resourceErrorMap }),
    defaultValues: EMPTY,
  })

  const save = form.handleSubmit(async (values) => {
    try {
      await setPin.mutateAsync(values)
      form.reset(EMPTY)
      message.success(t('pin.saved'))
    } catch (error) {
      const { onFields } = splitServerErrors(error, FIELDS)
      for (const { field, code } of onFields)
        form.setError(field as keyof Values, { type: 'server', message: code })
      if (onFields.length === 0) message.error(describeError(error))
    }
  })

  return (
    <form onSubmit={save} noValidate aria-label={t('pin.title')}>
      {locked ? (
        <Alert type="error" showIcon title={t('pin.locked')} style={{ marginBottom: 16 }} />
      ) : (
        <Typography.Paragraph type="secondary">{t(hasPin ? 'pin.isSet' : 'pin.notSet')}</Typography.Paragraph>
      )}
      <Form layout="vertical" component={false} disabled={form.formState.isSubmitting}>
        <FieldFrame
          control={form.control}
          name="pin"
          idPrefix="till"
          label={t(hasPin ? 'pin.newPin' : 'pin.pin')}
          required
          errorKeys={{ pin: 'profile:pin.format', weak: 'profile:pin.weak' }}
        >
          {({ value, ...field }) => (
            <Input.Password
              {...field}
              value={value ?? ''}
              inputMode="numeric"
              maxLength={8}
              autoComplete="off"
            />
          )}
        </FieldFrame>
        <FieldFrame
          control={form.control}
          name="current_password"
          idPrefix="till"
          label={t('password.current_password')}
          required
          errorKeys={{ incorrect: 'profile:password.incorrect' }}
        >
          {({ value, ...field }) => (
            <Input.Password {...field} value={value ?? ''} autoComplete="current-password" />
          )}
        </FieldFrame>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
            {t('pin.submit')}
          </Button>
        </Flex>
      </Form>
    </form>
  )
}
