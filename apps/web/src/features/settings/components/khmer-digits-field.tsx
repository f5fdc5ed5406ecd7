import type { settingsInputSchema } from '@sms/contract'
import { Col, Row, Switch } from 'antd'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'

type Values = z.input<typeof settingsInputSchema>

/**
 * Whether figures shown in Khmer, and on receipts and invoices, use Khmer digits (decision 0041). What people
 * type is read in either digit set regardless.
 */
export function KhmerDigitsField({ control, disabled }: { control: Control<Values>; disabled: boolean }) {
  const { t } = useTranslation('settings')
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <FieldFrame
          idPrefix="settings"
          control={control}
          name="khmer_digits"
          label={t('fields.khmer_digits')}
          extra={t('help.khmer_digits')}
        >
          {({ value, onChange, id }) => (
            <Switch id={id} checked={value as boolean} onChange={onChange} disabled={disabled} />
          )}
        </FieldFrame>
      </Col>
    </Row>
  )
}
