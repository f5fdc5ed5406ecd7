import { zodResolver } from '@hookform/resolvers/zod'
import { type Profile, profileInputSchema } from '@sms/contract'
import { Alert, App, Button, Col, Divider, Flex, Form, Input, Row, Select } from 'antd'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { resourceErrorMap, splitServerErrors } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { DateInput } from '../../../components/resource/widgets/date-input.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useUpdateProfile } from '../api/profile-api.ts'
import { type ProfileValues, profileToValues, timeZoneChoices } from './profile-values.ts'

type Output = z.output<typeof profileInputSchema>
const GENDERS = ['male', 'female', 'other'] as const
const FIELDS = Object.keys(profileInputSchema.shape)

/** The user's own details: personal data, about, skills and the emergency contact. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const update = useUpdateProfile()
  const defaultValues = useMemo(() => profileToValues(profile), [profile])
  const timeZones = useMemo(() => timeZoneChoices().map((zone) => ({ value: zone, label: zone })), [])
  const form = useForm<ProfileValues, unknown, Output>({
    resolver: zodResolver(profileInputSchema, { error: resourceErrorMap }),
    defaultValues,
    values: defaultValues,
  })
  const { control } = form
  useLeaveGuard(form.formState.isDirty && !form.formState.isSubmitting)

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values)
      message.success(t('messages.updated'))
    } catch (error) {
      const { onFields } = splitServerErrors(error, FIELDS)
      for (const { field, code } of onFields) {
        form.setError(field as keyof ProfileValues, { type: 'server', message: code })
      }
      if (onFields.length === 0) message.error(describeError(error))
    }
  })

  const text = (name: keyof ProfileValues, label: string, kind: 'input' | 'textarea' = 'input') => (
    <FieldFrame idPrefix="profile" control={control} name={name} label={label} required={name === 'name'}>
      {({ value, ...field }) =>
        kind === 'textarea' ? (
          <Input.TextArea {...field} value={(value as string) ?? ''} autoSize={{ minRows: 2, maxRows: 6 }} />
        ) : (
          <Input {...field} value={(value as string) ?? ''} />
        )
      }
    </FieldFrame>
  )

  return (
    <form onSubmit={save} noValidate aria-label={t('title')}>
      <Form layout="vertical" component={false} disabled={form.formState.isSubmitting}>
        {update.isError && splitServerErrors(update.error, FIELDS).onFields.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('messages.updateFailed')} />
        )}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('name', t('fields.name'))}
          </Col>
          <Col xs={24} md={12}>
            {text('phone', t('fields.phone'))}
          </Col>
          <Col xs={24} md={12}>
            <FieldFrame
              idPrefix="profile"
              control={control}
              name="date_of_birth"
              label={t('fields.date_of_birth')}
            >
              {({ value, onChange, onBlur, id, status }) => (
                <DateInput
                  id={id}
                  status={status}
                  value={value as string | null}
                  onChange={onChange}
                  onBlur={onBlur}
                />
              )}
            </FieldFrame>
          </Col>
          <Col xs={24} md={12}>
            <FieldFrame idPrefix="profile" control={control} name="gender" label={t('fields.gender')}>
              {({ value, onChange, onBlur, id, status }) => (
                <Select
                  id={id}
                  status={status}
                  value={value ?? undefined}
                  onChange={(next) => onChange(next ?? null)}
                  onBlur={onBlur}
                  allowClear
                  placeholder={t('choose')}
                  options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
                />
              )}
            </FieldFrame>
          </Col>
          <Col xs={24} md={12}>
            {text('nationality', t('fields.nationality'))}
          </Col>
          <Col xs={24} md={12}>
            <FieldFrame idPrefix="profile" control={control} name="timezone" label={t('fields.timezone')}>
              {({ value, onChange, onBlur, id, status }) => (
                <Select
                  id={id}
                  status={status}
                  value={(value as string) || undefined}
                  onChange={(next) => onChange(next ?? '')}
                  onBlur={onBlur}
                  allowClear
                  showSearch
                  placeholder={t('choose')}
                  options={timeZones}
                />
              )}
            </FieldFrame>
          </Col>
          <Col span={24}>{text('address', t('fields.address'), 'textarea')}</Col>
          <Col xs={24} md={12}>
            {text('about', t('fields.about'), 'textarea')}
          </Col>
          <Col xs={24} md={12}>
            {text('bio', t('fields.bio'), 'textarea')}
          </Col>
          <Col span={24}>
            <FieldFrame idPrefix="profile" control={control} name="skills" label={t('fields.skills')}>
              {({ value, onChange, onBlur, id, status }) => (
                <Select
                  id={id}
                  status={status}
                  mode="tags"
                  value={(value as string[] | undefined) ?? []}
                  onChange={(next: string[]) => onChange(next.map((skill) => skill.trim()).filter(Boolean))}
                  onBlur={onBlur}
                  tokenSeparators={[',']}
                  placeholder={t('skillsPlaceholder')}
                  open={false}
                  suffixIcon={null}
                />
              )}
            </FieldFrame>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('emergencyContact')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('emergency_contact_name', t('fields.emergency_contact_name'))}
          </Col>
          <Col xs={24} md={12}>
            {text('emergency_contact_relationship', t('fields.emergency_contact_relationship'))}
          </Col>
          <Col xs={24} md={12}>
            {text('emergency_contact_phone', t('fields.emergency_contact_phone'))}
          </Col>
          <Col xs={24} md={12}>
            {text('emergency_contact_email', t('fields.emergency_contact_email'))}
          </Col>
        </Row>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => form.reset(defaultValues)} disabled={!form.formState.isDirty}>
            {t('reset')}
          </Button>
          <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </Flex>
      </Form>
    </form>
  )
}
