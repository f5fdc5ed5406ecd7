import type { settingsInputSchema } from '@sms/contract'
import { NBC_RATE_FIGURES } from '@sms/contract'
import { Col, Input, InputNumber, Row, Select } from 'antd'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'

type Values = z.input<typeof settingsInputSchema>

/**
 * The till's guards (decision 0025): the band a new riel rate must fall in, and the most cash change a sale
 * may hand back. The owner's settings; the server refuses anything outside them, confirmed or not.
 */
export function CashGuardFields({ control, disabled }: { control: Control<Values>; disabled: boolean }) {
  const { t } = useTranslation('settings')
  const rate = (name: 'exchange_rate_min' | 'exchange_rate_max') => (
    <FieldFrame idPrefix="settings" control={control} name={name} label={t(`fields.${name}`)} required>
      {({ value, onChange, onBlur, id, status }) => (
        <InputNumber<number>
          id={id}
          status={status}
          value={value as number}
          onChange={(next) => onChange(next ?? undefined)}
          onBlur={onBlur}
          suffix="៛"
          style={{ width: '100%' }}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  )
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        {rate('exchange_rate_min')}
      </Col>
      <Col xs={24} md={8}>
        {rate('exchange_rate_max')}
      </Col>
      <Col xs={24} md={8}>
        <FieldFrame
          idPrefix="settings"
          control={control}
          name="max_change_usd"
          label={t('fields.max_change_usd')}
          required
          extra={t('help.max_change_usd')}
        >
          {({ value, onChange, onBlur, id, status }) => (
            <MoneyInput
              id={id}
              status={status}
              currency="USD"
              value={value as number}
              onChange={(next) => onChange(next ?? undefined)}
              onBlur={onBlur}
              disabled={disabled}
            />
          )}
        </FieldFrame>
      </Col>
      {/* The NBC's official rate (decision 0039): which daily figure becomes the shop's, where to fetch it. */}
      <Col xs={24} md={8}>
        <FieldFrame
          idPrefix="settings"
          control={control}
          name="nbc_rate_figure"
          label={t('fields.nbc_rate_figure')}
          required
        >
          {({ value, onChange, onBlur, id }) => (
            <Select
              id={id}
              value={value as string}
              onChange={onChange}
              onBlur={onBlur}
              disabled={disabled}
              options={NBC_RATE_FIGURES.map((figure) => ({ value: figure, label: t(`nbcFigure.${figure}`) }))}
            />
          )}
        </FieldFrame>
      </Col>
      <Col xs={24} md={16}>
        <FieldFrame
          idPrefix="settings"
          control={control}
          name="nbc_feed_url"
          label={t('fields.nbc_feed_url')}
          extra={t('help.nbc_feed_url')}
        >
          {({ value, onChange, onBlur, id, status }) => (
            <Input
              id={id}
              status={status}
              value={(value as string | null) ?? ''}
              onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
              onBlur={onBlur}
              disabled={disabled}
              inputMode="url"
            />
          )}
        </FieldFrame>
      </Col>
    </Row>
  )
}
