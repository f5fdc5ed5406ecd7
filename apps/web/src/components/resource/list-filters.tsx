import { ClearOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Input } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'

const SEARCH_DELAY_MS = 350

type SearchProps = {
  /** The search the list shows now (its `q` in the URL). */
  value: string
  /** A new search, trimmed; called once typing settles or on Enter, and only when it differs. */
  onSearch: (q: string) => void
  label: string
  placeholder: string
  width: number
}

/**
 * A list's search box: it searches once typing settles (or on Enter), and shows the list's search again when
 * back, forward or "clear filters" changed it underneath.
 */
export function ListSearch({ value, onSearch, label, placeholder, width }: SearchProps) {
  const [text, setText] = useState(value)
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS)
  // The last search this box asked for, to tell its own change of `value` from one made elsewhere.
  const sent = useRef(value)

  const search = (typed: string) => {
    const q = typed.trim()
    sent.current = q
    if (q !== value) onSearch(q)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches.
  useEffect(() => search(settled), [settled])
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => search(text)}
      style={{ width }}
    />
  )
}

/** The link that drops every filter of a list; the list shows it only while something is filtered. */
export function ClearFiltersButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button type="link" icon={<ClearOutlined />} onClick={onClear}>
      {label}
    </Button>
  )
}
