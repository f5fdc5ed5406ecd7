import { zodResolver } from '@hookform/resolvers/zod'
import {
  CASH_ROUNDING_MODES,
  CASH_STEPS,
  DATE_FORMATS,
  DEFAULT_COLOR_MODES,
  FONT_FAMILIES,
  type Settings,
  settingsInputSchema,
  WEEKDAYS,
} from '@sms/contract'
import { Alert, App, Button, Col, Flex, Form, Row, Switch } from 'antd'
import { type ReactNode, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { resourceErrorMap, splitServerErrors } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { formatKhr } from '../../../lib/money.ts'
import { useUpdateSettings } from '../api/settings-api.ts'
import { CashGuardFields } from './cash-guard-fields.tsx'
import { KhmerDigitsField } from './khmer-digits-field.tsx'
import { half, Section, settingsFields } from './settings-fields.tsx'

type Output = z.output<typeof settingsInputSchema>
export type SettingsValues = z.input<typeof settingsInputSchema>
export type Name = keyof SettingsValues
const FIELDS = Object.keys(settingsInputSchema.shape)

/** The record as the form edits it: every input field, nothing of the bookkeeping. */
function toValues(settings: Settings): SettingsValues {
  const { updated_at: _at, updated_by: _by, ...values } = settings
  return { ...values, riel_rounding_step: values.riel_rounding_step as SettingsValues['riel_rounding_step'] }
}

type Props = {
  settings: Settings
  canEdit: boolean
  /** Sections the form does not own (stores, the rate), placed after its own. */
  children?: ReactNode
}

/** The shop's settings in five sections, saved at once (the server refuses all of it if any field is wrong). */
export function SettingsForm({ settings, canEdit, children }: Props) {
  const { t } = useTranslation('settings')
  const { message } = App.useApp()
  const update = useUpdateSettings()
  const defaultValues = useMemo(() => toValues(settings), [settings])
  const form = useForm<SettingsValues, unknown, Output>({
    resolver: zodResolver(settingsInputSchema, { error: resourceErrorMap }),
    defaultValues,
    // A change saved elsewhere (an upload, another administrator, live) updates the fields not being edited.
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  })
  const { control } = form
  const disabled = !canEdit || form.formState.isSubmitting
  useLeaveGuard(form.formState.isDirty && !form.formState.isSubmitting)

  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values)
      form.reset(toValues(answer.data))
      message.success(t('updated'))
    } catch (error) {
      for (const { field, code } of splitServerErrors(error, FIELDS).onFields) {
        form.setError(field as Name, { type: 'server', message: code })
      }
      message.error(t('updateFailed'))
    }
  })

  const label = (name: Name) => t(`fields.${name}`)
  const { text, choice, color, picture, number } = settingsFields({
    control,
    disabled,
    label,
    onUploaded: (name, url) => form.resetField(name, { defaultValue: url }),
  })

  return (
    <form onSubmit={save} noValidate aria-label={t('title')}>
      <Form layout="vertical" component={false}>
        <Flex vertical gap={16}>
          {update.isError && splitServerErrors(update.error, FIELDS).onFields.length > 0 && (
            <Alert type="error" showIcon title={t('updateFailed')} />
          )}
          <Section title={t('sections.appearance')}>
            <Row gutter={16}>
              {half(text('system_title', 'input', true))}
              {half(
                choice(
                  'font_family',
                  FONT_FAMILIES.map((font) => ({ value: font, label: t(`fonts.${font}`) })),
                ),
              )}
              {half(color('primary_color'))}
              {half(color('secondary_color'))}
              {half(color('background_color', t('help.background_color')))}
              {half(
                choice(
                  'default_color_mode',
                  DEFAULT_COLOR_MODES.map((mode) => ({ value: mode, label: t(`colorModes.${mode}`) })),
                  t('help.default_color_mode'),
                ),
              )}
              {half(picture('logo_url'))}
              {half(picture('favicon_url'))}
              <Col span={24}>{text('footer_text', 'textarea')}</Col>
            </Row>
          </Section>
          <Section title={t('sections.identity')}>
            <Row gutter={16}>
              {half(text('legal_name_kh'))}
              {half(text('legal_name_en'))}
              {half(text('phone'))}
              {half(text('vat_number', 'input', false, t('help.vat_number')))}
              {half(text('caminvoice_id', 'input', false, t('help.caminvoice_id')))}
              {half(text('address_kh', 'textarea'))}
              {half(text('address', 'textarea'))}
              {half(text('receipt_header_kh', 'textarea'))}
              {half(text('receipt_header_en', 'textarea'))}
              {half(text('receipt_footer_kh', 'textarea'))}
              {half(text('receipt_footer_en', 'textarea'))}
              {half(text('return_policy_kh', 'textarea'))}
              {half(text('return_policy_en', 'textarea'))}
            </Row>
          </Section>
          <Section title={t('sections.money')}>
            <Row gutter={16}>
              {half(number('vat_rate', { min: 0, max: 100, step: 0.5, suffix: '%' }))}
              {half(
                <FieldFrame
                  idPrefix="settings"
                  control={control}
                  name="prices_include_vat"
                  label={label('prices_include_vat')}
                >
                  {({ value, onChange, id }) => (
                    <Switch id={id} checked={value as boolean} onChange={onChange} disabled={disabled} />
                  )}
                </FieldFrame>,
              )}
              {half(
                choice(
                  'riel_rounding_step',
                  CASH_STEPS.map((step) => ({ value: step, label: formatKhr(step) })),
                  t('help.riel_rounding_step'),
                ),
              )}
              {half(
                choice(
                  'riel_rounding_mode',
                  CASH_ROUNDING_MODES.map((mode) => ({ value: mode, label: t(`roundingModes.${mode}`) })),
                ),
              )}
              {half(
                choice(
                  'date_format',
                  DATE_FORMATS.map((format) => ({ value: format, label: format.toLowerCase() })),
                ),
              )}
              {half(
                choice(
                  'first_weekday',
                  WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) })),
                ),
              )}
            </Row>
            <KhmerDigitsField control={control} disabled={disabled} />
            <CashGuardFields control={control} disabled={disabled} />
          </Section>
          <Section title={t('sections.stock')}>
            <Row gutter={16}>
              {half(
                number(
                  'expiry_warning_days',
                  { min: 1, max: 365, precision: 0 },
                  t('help.expiry_warning_days'),
                ),
              )}
            </Row>
            {children}
          </Section>
          <Section title={t('sections.bakong')}>
            <Row gutter={16}>
              {half(text('bakong_account_id', 'input', false, t('help.bakong_account_id')))}
              {half(text('bakong_merchant_name', 'input', false, t('help.bakong_merchant_name')))}
              {half(text('bakong_merchant_city'))}
            </Row>
          </Section>
          {canEdit && (
            <Flex justify="flex-end" gap={8}>
              <Button onClick={() => form.reset(defaultValues)} disabled={!form.formState.isDirty}>
                {t('reset')}
              </Button>
              <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
                {t('save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Form>
    </form>
  )
}
