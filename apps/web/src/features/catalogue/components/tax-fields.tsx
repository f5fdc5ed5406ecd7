import { taxesResource } from '@sms/contract'
import { InputNumber } from 'antd'
import { ReferenceMultiSelect } from '../../../components/resource/reference-multi-select.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { useResourceI18n } from '../../../components/resource/resource-text.ts'

/** A tax's percent with up to 2 decimals; the contract refuses 0, 150 or 5.125 % with a field error. */
export function TaxRateField({ id, value, onChange, onBlur, error, disabled }: CustomWidgetProps) {
  return (
    <InputNumber<number>
      id={id}
      value={(value as number | null) ?? null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      suffix="%"
      status={error ? 'error' : undefined}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  )
}

/** The taxes besides VAT a product or category carries (decision 0044), chosen by name. */
export function TaxesWidget({ id, value, onChange, onBlur, error, disabled }: CustomWidgetProps) {
  const { t } = useResourceI18n()
  return (
    <ReferenceMultiSelect
      id={id}
      contract={taxesResource}
      value={value ?? []}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={t('catalogue:taxes.choose')}
    />
  )
}
