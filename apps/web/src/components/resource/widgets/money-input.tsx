import { InputNumber } from 'antd'
import type { RefCallBack } from 'react-hook-form'
import { centsToDollars, typedToMinorUnits } from '../../../lib/money.ts'

type Props = {
  id?: string
  /** Lets a form focus the input (react-hook-form's field ref). */
  ref?: RefCallBack
  /** US cents or whole riel, as the API stores them. */
  value: number | null | undefined
  onChange: (value: number | null) => void
  onBlur?: () => void
  currency: 'USD' | 'KHR'
  disabled?: boolean
  status?: 'error'
  'aria-label'?: string
}

/**
 * "1,234.50": thousands grouped, the currency's decimals fixed; what the user is typing is left alone, and an
 * amount with more decimals than the currency has is shown with all of them (the form refuses it).
 */
const display =
  (decimals: number) =>
  (value: number | string | undefined, info: { userTyping: boolean; input: string }): string => {
    if (info.userTyping) return info.input
    if (value === undefined || value === '' || Number.isNaN(Number(value))) return ''
    const amount = Number(value)
    const fixed = amount.toFixed(decimals)
    const [whole = '', fraction] = (Number(fixed) === amount ? fixed : String(amount)).split('.')
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    return fraction === undefined ? grouped : `${grouped}.${fraction}`
  }

/**
 * Dollars with two decimals, or riel without any; the form value stays in minor units. No min, max or
 * precision here: antd would quietly clamp -5 to 0 or round 1.234, so out-of-range amounts reach the form's
 * contract schema as typed and show a field error there.
 */
export function MoneyInput({ value, onChange, currency, ...rest }: Props) {
  const isUsd = currency === 'USD'
  const shown = value === null || value === undefined ? null : isUsd ? centsToDollars(value) : value
  return (
    <InputNumber<number>
      {...rest}
      value={shown}
      onChange={(next) => {
        if (next === null || Number.isNaN(next)) onChange(null)
        else onChange(typedToMinorUnits(next, currency))
      }}
      step={isUsd ? 1 : 100}
      // "$7.35" and "30,135 ៛", as everywhere else in the app.
      prefix={isUsd ? '$' : undefined}
      suffix={isUsd ? undefined : '៛'}
      // antd's own parser drops the grouping commas again (and leaves an emptied input empty, not 0).
      formatter={display(isUsd ? 2 : 0)}
      style={{ width: '100%' }}
    />
  )
}
