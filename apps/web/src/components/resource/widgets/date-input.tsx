import { DatePicker } from 'antd'
import dayjs from 'dayjs'
import type { RefCallBack } from 'react-hook-form'
import { DATE_FORMAT } from '../../../lib/dates.ts'

type Props = {
  id?: string
  /** Lets a form focus the input (react-hook-form's field ref). */
  ref?: RefCallBack
  /** A calendar day as the API sends it: `YYYY-MM-DD`. */
  value: string | null | undefined
  onChange: (value: string | null) => void
  onBlur?: () => void
  disabled?: boolean
  status?: 'error'
  'aria-label'?: string
}

export const API_DATE_FORMAT = 'YYYY-MM-DD'

/** Shown as MM/DD/YY (spec); weeks start on Sunday through the dayjs locale set in lib/dates. */
export function DateInput({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      {...rest}
      value={value ? dayjs(value, API_DATE_FORMAT) : null}
      onChange={(day) => onChange(day ? day.format(API_DATE_FORMAT) : null)}
      format={DATE_FORMAT}
      style={{ width: '100%' }}
    />
  )
}
