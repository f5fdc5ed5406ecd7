import { InputNumber } from 'antd'
import { useWatch } from 'react-hook-form'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'

/**
 * A whole percent (1–100) for a percentage discount, dollars (stored as cents) for a fixed one. Neither input
 * clamps or rounds: the contract refuses 0, 150 or 12.5 % with a field error instead.
 */
export function DiscountValueField({
  id,
  value,
  onChange,
  onBlur,
  form,
  error,
  disabled,
}: CustomWidgetProps) {
  const type = useWatch({ control: form.control, name: 'type' })
  const status = error ? ('error' as const) : undefined
  if (type === 'fixed') {
    return (
      <MoneyInput
        id={id}
        currency="USD"
        value={value as number | null}
        onChange={onChange}
        onBlur={onBlur}
        status={status}
        disabled={disabled}
      />
    )
  }
  return (
    <InputNumber<number>
      id={id}
      value={(value as number | null) ?? null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      suffix="%"
      status={status}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  )
}
