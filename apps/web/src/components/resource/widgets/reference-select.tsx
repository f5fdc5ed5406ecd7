import { Select } from 'antd'
import { useMemo, useState } from 'react'
import type { RefCallBack } from 'react-hook-form'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import type { ReferenceSpec } from '../resource-screen.ts'
import { localizedName, useResourceI18n } from '../resource-text.ts'
import { useResourceList, useResourceRecord } from '../use-resource-queries.ts'

type Props = {
  id?: string
  /** Lets a form focus the input (react-hook-form's field ref). */
  ref?: RefCallBack
  value: number | null | undefined
  onChange: (value: number | null) => void
  onBlur?: () => void
  reference: ReferenceSpec
  /** The value of `reference.dependsOn.field`; nothing can be chosen until it is set. */
  parentValue?: unknown
  disabled?: boolean
  status?: 'error'
  placeholder?: string
  'aria-label'?: string
  /** Offer inactive records too (filters do; forms offer active ones only). */
  includeInactive?: boolean
  style?: React.CSSProperties
}

const PAGE = 20

/**
 * Picks a record of another resource: types go to its list endpoint as `q`, so a search finds Khmer and
 * English names alike; the chosen record is shown by its name in the interface language.
 */
export function ReferenceSelect({
  value,
  onChange,
  reference,
  parentValue,
  includeInactive = false,
  style,
  ...rest
}: Props) {
  const { lang, t } = useResourceI18n()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const { contract, dependsOn } = reference
  const label = reference.label ?? localizedName
  const waitingForParent = dependsOn !== undefined && (parentValue === null || parentValue === undefined)

  const query = useMemo(() => {
    const params = new URLSearchParams({ page: '1', per_page: String(PAGE) })
    if (!includeInactive) params.set('status', 'active')
    if (q) params.set('q', q)
    if (dependsOn && !waitingForParent) params.set(`filter[${dependsOn.filter}][equals]`, String(parentValue))
    return params.toString()
  }, [q, dependsOn, parentValue, waitingForParent, includeInactive])

  const list = useResourceList(contract, query, open && !waitingForParent)
  const chosen = useResourceRecord(contract, value, 5)

  const options = useMemo(() => {
    const found = (list.data?.data ?? []).map((record) => ({ value: record.id, label: label(record, lang) }))
    if (chosen.data && !found.some((option) => option.value === chosen.data.id)) {
      found.unshift({ value: chosen.data.id, label: label(chosen.data, lang) })
    }
    return found
  }, [list.data, chosen.data, label, lang])

  return (
    <Select<number>
      {...rest}
      style={{ width: '100%', ...style }}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      options={options}
      allowClear
      disabled={rest.disabled || waitingForParent}
      loading={list.isFetching || chosen.isLoading}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setSearch('')
      }}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      placeholder={rest.placeholder ?? t('resources:form.select')}
    />
  )
}
