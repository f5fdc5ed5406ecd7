import type { FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorKey, UNREADABLE_AMOUNT } from '../../../components/resource/field-errors.ts'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { lineErrorAt, WithError } from './line-problems.tsx'
import type { StockLine } from './stock-lines.ts'

/**
 * A line's unit cost in US cents (a purchase order's, a receipt's), with the form's problem on
 * `lines.<index>.unit_cost_usd` under it; an unreadable cost is explained by the money input itself.
 */
export function LineCostInput(props: {
  line: StockLine
  index: number
  errors: FieldErrors
  value: number | null
  onChange: (cents: number | null) => void
}) {
  const { t } = useTranslation('purchasing')
  const lang = useLang()
  const code = lineErrorAt(props.errors, props.index, 'unit_cost_usd')?.message
  const problem =
    code === 'cost_required'
      ? t('orders.unitCostRequired')
      : code && code !== UNREADABLE_AMOUNT
        ? t(fieldErrorKey(code) as 'orders.unitCost')
        : undefined
  return (
    <WithError error={problem}>
      <MoneyInput
        currency="USD"
        aria-label={t('orders.unitCostOf', { name: localizedName(props.line.product, lang) })}
        value={props.value}
        status={problem ? 'error' : undefined}
        onChange={props.onChange}
      />
    </WithError>
  )
}
