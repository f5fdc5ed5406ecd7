import { CloseOutlined } from '@ant-design/icons'
import { Button, Flex, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDate } from '../lib/dates.ts'

const FILTER_KEY = /^filter\[(\w+)\]\[(\w+)\]$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The list filters a link brought, in the API's own convention (`?filter[created_at][gte]=2026-11-01&
 * filter[store_id][equals]=2`, a report's drill-down): a list page passes them to its API as they are, so the
 * rows are exactly those behind the figure, and shows them as tags the reader can remove.
 */
export function useDrillFilters() {
  const [params, setParams] = useSearchParams()
  const entries = [...params.entries()].filter(([key]) => FILTER_KEY.test(key))
  const without = (keys: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of keys) next.delete(key)
        next.delete('page')
        return next
      },
      { replace: true },
    )
  return {
    entries,
    /** Adds the filters to a list query. */
    applyTo: (query: URLSearchParams) => {
      for (const [key, value] of entries) query.set(key, value)
    },
    remove: (key: string) => without([key]),
    clear: () => without(entries.map(([key]) => key)),
  }
}

type Props = {
  filters: ReturnType<typeof useDrillFilters>
  /** The column name of each field the page knows (`store_id` → "Store"). */
  labels: Record<string, string>
  /** A value as the reader knows it (a store's name rather than its id); the value itself otherwise. */
  renderValue?: (field: string, value: string) => ReactNode
  /** Filters the page shows in controls of its own (a date range, a store picker), so not as tags. */
  except?: readonly string[]
}

/** The drill-down's filters above a list: one closable tag each, and "Show all". */
export function DrillFilterTags({ filters, labels, renderValue, except = [] }: Props) {
  const { t } = useTranslation()
  const shown = filters.entries.filter(([key]) => !except.includes(key))
  if (shown.length === 0) return null
  const tagText = (key: string, value: string): ReactNode => {
    const [, field = '', mode = ''] = FILTER_KEY.exec(key) ?? []
    const bound = mode === 'gte' || mode === 'lte'
    // A day bound reads as the date range it is ("From 1 Nov"); any other bound keeps its field and sign.
    if (bound && DAY.test(value))
      return t(mode === 'gte' ? 'drill.from' : 'drill.to', { date: formatDate(value) })
    const sign = mode === 'gte' ? ' ≥' : mode === 'lte' ? ' ≤' : ':'
    return (
      <>
        {labels[field] ?? field}
        {sign} {renderValue?.(field, value) ?? value}
      </>
    )
  }
  return (
    <Flex gap={8} wrap align="center" data-testid="drill-filters">
      <Typography.Text type="secondary">{t('drill.title')}</Typography.Text>
      {shown.map(([key, value]) => (
        <Tag key={key} style={{ marginInlineEnd: 0 }}>
          {tagText(key, value)}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('drill.remove')}
            onClick={() => filters.remove(key)}
          />
        </Tag>
      ))}
      <Button size="small" type="link" onClick={filters.clear}>
        {t('drill.clear')}
      </Button>
    </Flex>
  )
}
