import { useQueries } from '@tanstack/react-query'
import { Select } from 'antd'
import { useMemo, useState } from 'react'
import { resourceApi, resourceKeys } from '../../../components/resource/resource-api.ts'
import type { AnyContract, RecordLabel } from '../../../components/resource/resource-screen.ts'
import { localizedName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useResourceList } from '../../../components/resource/use-resource-queries.ts'

type Props = {
  id?: string
  contract: AnyContract
  /** How an option is named; health facilities share names, so theirs start with the code. */
  label?: RecordLabel
  value: unknown
  onChange: (ids: number[]) => void
  onBlur?: () => void
  /** Column filters narrowing the offer (`filter[province_id][equals]=12`). */
  filters?: Record<string, string>
  disabled?: boolean
  status?: 'error'
  placeholder?: string
  'aria-label'?: string
}

const PAGE = 50

/**
 * Several records of a large resource (1,106 health facilities): typing searches the server by name or code,
 * the offer is narrowed by `filters`, and chosen records are named however they were found.
 */
export function SearchedMultiSelect({
  contract,
  label = localizedName,
  value,
  onChange,
  filters,
  'aria-label': ariaLabel,
  ...rest
}: Props) {
  const { lang } = useResourceI18n()
  const [search, setSearch] = useState('')
  const ids = Array.isArray(value) ? (value as number[]) : []
  const query = useMemo(() => {
    const params = new URLSearchParams({ page: '1', per_page: String(PAGE), status: 'active', ...filters })
    if (search.trim()) params.set('q', search.trim())
    return params.toString()
  }, [search, filters])
  const list = useResourceList(contract, query)
  // Chosen records outside the current offer are read one by one, and cached.
  const chosen = useQueries({
    queries: ids.map((id) => ({
      queryKey: resourceKeys.record(contract, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => resourceApi(contract).get(id, signal),
      staleTime: 5 * 60 * 1000,
    })),
  })
  const options = useMemo(() => {
    const found = list.data?.data ?? []
    const named = new Map<number, string>()
    for (const record of [...chosen.flatMap((q) => (q.data ? [q.data] : [])), ...found]) {
      named.set(record.id, label(record, lang))
    }
    const offered = [...new Set([...ids, ...found.map((record) => record.id)])]
    return offered.map((id) => ({ value: id, label: named.get(id) ?? `#${id}` }))
  }, [list.data, chosen, ids, lang, label])

  return (
    <Select<number[]>
      {...rest}
      aria-label={ariaLabel}
      mode="multiple"
      value={ids}
      onChange={(next) => onChange([...next].sort((a, b) => a - b))}
      options={options}
      loading={list.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onSelect={() => setSearch('')}
      allowClear
      style={{ width: '100%' }}
    />
  )
}
