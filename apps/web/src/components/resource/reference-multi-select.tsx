import { Select } from 'antd'
import { useMemo } from 'react'
import type { AnyContract } from './resource-screen.ts'
import { localizedName, useResourceI18n } from './resource-text.ts'
import { useResourceList } from './use-resource-queries.ts'

type Props = {
  id?: string
  contract: AnyContract
  value: unknown
  onChange: (ids: number[]) => void
  onBlur?: () => void
  disabled?: boolean
  status?: 'error'
  placeholder?: string
  /** Offers only the records it accepts (districts of one province); chosen ones always stay. */
  narrow?: (record: Record<string, unknown>) => boolean
  'aria-label'?: string
}

/** Every active record of a small resource (roles, stores), one page of at most 200. */
export const ALL_ACTIVE_QUERY = 'page=1&per_page=200&status=active'

/** Several records of a small resource, chosen by their names in the interface language and searched locally. */
export function ReferenceMultiSelect({
  id,
  contract,
  value,
  onChange,
  onBlur,
  disabled,
  status,
  placeholder,
  narrow,
  'aria-label': ariaLabel,
}: Props) {
  const { lang } = useResourceI18n()
  const list = useResourceList(contract, ALL_ACTIVE_QUERY)
  const ids = Array.isArray(value) ? (value as number[]) : []
  const options = useMemo(() => {
    const known = (list.data?.data ?? [])
      .filter((record) => !narrow || narrow(record) || ids.includes(record.id))
      .map((record) => ({
        value: record.id,
        label: localizedName(record, lang),
      }))
    // A link to a record since made inactive stays visible, so saving does not drop it unnoticed.
    const missing = ids
      .filter((linked) => !known.some((option) => option.value === linked))
      .map((linked) => ({ value: linked, label: `#${linked}` }))
    return [...known, ...missing]
  }, [list.data, lang, ids, narrow])

  return (
    <Select<number[]>
      id={id}
      aria-label={ariaLabel}
      mode="multiple"
      value={ids}
      onChange={(next) => onChange([...next].sort((a, b) => a - b))}
      onBlur={onBlur}
      options={options}
      loading={list.isFetching}
      disabled={disabled}
      status={status}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      style={{ width: '100%' }}
    />
  )
}
