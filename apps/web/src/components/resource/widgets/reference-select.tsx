import { type RefSelectProps, Select } from 'antd'
import { useCallback, useMemo } from 'react'
import type { RefCallBack } from 'react-hook-form'
import type { AnyRecord, ReferenceSpec } from '../resource-screen.ts'
import { localizedName, useResourceI18n } from '../resource-text.ts'
import { useResourceList, useResourceRecord } from '../use-resource-queries.ts'
import { useTypedSearch, useTypedSearchSelect } from './use-typed-search.ts'

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

type RecordOption = { value: number; label: string; record: AnyRecord }

/** The texts the list endpoint's `q` finds a record by. */
const searchTexts = ({ label, record }: RecordOption) =>
  [label, record.name_en, record.name_kh, record.code].filter((text) => typeof text === 'string')

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
  ref,
  ...rest
}: Props) {
  const { lang, t } = useResourceI18n()
  const typed = useTypedSearch()
  const { query: q, open } = typed
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

  const toOption = useCallback(
    (record: AnyRecord): RecordOption => ({ value: record.id, label: label(record, lang), record }),
    [label, lang],
  )
  const found = useMemo(() => (list.data?.data ?? []).map(toOption), [list.data, toOption])
  const current = useMemo(() => (chosen.data ? toOption(chosen.data) : undefined), [chosen.data, toOption])
  const pick = useCallback((next: number) => onChange(next), [onChange])
  const { catchEnter, onSearch, searchValue, ...select } = useTypedSearchSelect({
    typed,
    options: found,
    chosen: current,
    isFetching: list.isFetching,
    texts: searchTexts,
    onPick: pick,
  })

  // The form's ref (to focus the field) and the Enter catch share the select.
  const selectRef = useCallback(
    (select: RefSelectProps | null) => {
      ref?.(select)
      return catchEnter(select)
    },
    [ref, catchEnter],
  )

  return (
    <Select<number>
      {...rest}
      style={{ width: '100%', ...style }}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      {...select}
      ref={selectRef}
      allowClear
      disabled={rest.disabled || waitingForParent}
      loading={list.isFetching || chosen.isLoading}
      showSearch={{ filterOption: false, onSearch, searchValue }}
      placeholder={rest.placeholder ?? t('resources:form.select')}
    />
  )
}
