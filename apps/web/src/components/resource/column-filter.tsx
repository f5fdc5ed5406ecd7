import { type FilterType, MATCH_MODES_BY_TYPE, type MatchMode } from '@sms/contract'
import { Button, Flex, Input, InputNumber, Select } from 'antd'
import { useEffect, useState } from 'react'
import { parseTypedDate } from '../../lib/dates.ts'
import type { ColumnFilter } from './list-state.ts'
import type { ColumnKind, ReferenceSpec, SelectOption } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'
import { DateInput } from './widgets/date-input.tsx'
import { MoneyInput } from './widgets/money-input.tsx'
import { ReferenceSelect } from './widgets/reference-select.tsx'

type Props = {
  type: FilterType
  kind: ColumnKind | undefined
  reference: ReferenceSpec | undefined
  options: readonly SelectOption[] | undefined
  /** The column's translated title. */
  column: string
  current: ColumnFilter | undefined
  /** The dropdown is showing: its inputs start again from the applied filter. */
  visible: boolean
  onApply: (filter: ColumnFilter | undefined) => void
  close: () => void
}

type ValueInputProps = Pick<Props, 'type' | 'kind' | 'reference' | 'options'> & {
  value: string
  onChange: (value: string) => void
  label: string
}

const toNumber = (value: string) => (value === '' ? null : Number(value))
const fromNumber = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value)

/** The value input that fits the column: text, number, money, date, yes/no or a record of another resource. */
function FilterValueInput({ type, kind, reference, options, value, onChange, label }: ValueInputProps) {
  const { t } = useResourceI18n()
  const common = { 'aria-label': label, style: { width: '100%' } }
  if (options) {
    return (
      <Select<string>
        {...common}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        placeholder={t('resources:form.select')}
        options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
      />
    )
  }
  switch (type) {
    case 'number':
      if (kind === 'money-usd' || kind === 'money-khr') {
        return (
          <MoneyInput
            aria-label={label}
            currency={kind === 'money-usd' ? 'USD' : 'KHR'}
            value={toNumber(value)}
            // Text that cannot be read (NaN) keeps the last filter; the input says why.
            onChange={(next) => Number.isNaN(next) || onChange(fromNumber(next))}
          />
        )
      }
      return (
        <InputNumber<number>
          {...common}
          value={toNumber(value)}
          onChange={(next) => onChange(fromNumber(next))}
        />
      )
    case 'date':
      return (
        <DateInput
          aria-label={label}
          value={value || null}
          // A filter has no field error to show: text that names no day filters nothing.
          onChange={(next) => onChange(next && parseTypedDate(next).kind === 'date' ? next : '')}
        />
      )
    case 'boolean': {
      const isStatus = kind === 'status'
      return (
        <Select<string>
          {...common}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          placeholder={t('resources:form.select')}
          options={[
            { value: 'true', label: t(isStatus ? 'resources:status.active' : 'resources:boolean.yes') },
            { value: 'false', label: t(isStatus ? 'resources:status.inactive' : 'resources:boolean.no') },
          ]}
        />
      )
    }
    case 'reference':
      return reference ? (
        <ReferenceSelect
          aria-label={label}
          reference={{ ...reference, dependsOn: undefined }}
          includeInactive
          value={toNumber(value)}
          onChange={(next) => onChange(fromNumber(next))}
        />
      ) : (
        <InputNumber<number>
          {...common}
          value={toNumber(value)}
          onChange={(next) => onChange(fromNumber(next))}
        />
      )
    default:
      return <Input {...common} value={value} onChange={(event) => onChange(event.target.value)} allowClear />
  }
}

/** The dropdown under a column's filter icon: the match modes that fit its type, a value, apply and clear. */
export function ColumnFilterPanel(props: Props) {
  const { type, kind, reference, options, column, current, visible, onApply, close } = props
  const { t } = useResourceI18n()
  const modes = MATCH_MODES_BY_TYPE[type] as readonly MatchMode[]
  const [mode, setMode] = useState<MatchMode>(current?.mode ?? (modes[0] as MatchMode))
  const [value, setValue] = useState(current?.value ?? '')

  useEffect(() => {
    if (!visible) return
    setMode(current?.mode ?? (modes[0] as MatchMode))
    setValue(current?.value ?? '')
  }, [visible, current, modes])

  const apply = () => {
    onApply(value.trim() === '' ? undefined : { mode, value: value.trim() })
    close()
  }
  const clear = () => {
    onApply(undefined)
    close()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement
    // Enter inside a select or date picker chooses an option; in a plain input it applies the filter.
    if (event.key === 'Enter' && !target.closest('.ant-select, .ant-picker')) {
      event.preventDefault()
      apply()
    }
  }

  return (
    <fieldset
      aria-label={t('resources:filter.title', { column })}
      style={{ padding: 12, width: 264, margin: 0, border: 'none' }}
      onKeyDown={onKeyDown}
    >
      <Flex vertical gap={8}>
        {modes.length > 1 && (
          <Select<MatchMode>
            aria-label={t('resources:filter.mode')}
            value={mode}
            onChange={setMode}
            options={modes.map((m) => ({ value: m, label: t(`resources:filter.modes.${m}`) }))}
          />
        )}
        <FilterValueInput
          type={type}
          kind={kind}
          reference={reference}
          options={options}
          value={value}
          onChange={setValue}
          label={t('resources:filter.value')}
        />
        <Flex justify="space-between" gap={8}>
          <Button size="small" onClick={clear} disabled={!current && value === ''}>
            {t('resources:actions.clear')}
          </Button>
          <Button size="small" type="primary" onClick={apply}>
            {t('resources:actions.apply')}
          </Button>
        </Flex>
      </Flex>
    </fieldset>
  )
}
