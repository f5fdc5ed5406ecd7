import { ClearOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Flex, Input, Segmented, Switch } from 'antd'
import { useEffect, useId, useRef, useState } from 'react'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { Can } from '../can.tsx'
import {
  changeListState,
  hasSelection,
  type ListState,
  STATUS_FILTERS,
  type StatusFilter,
} from './list-state.ts'
import type { ResourceScreen } from './resource-screen.ts'
import { permissionOf } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'

type Props = {
  screen: ResourceScreen
  state: ListState
  setState: (next: ListState, options?: { replace?: boolean }) => void
}

const SEARCH_DELAY_MS = 350

/** The search box (debounced), the status filter, "show deleted" and a way to clear every filter. */
export function ListToolbar({ screen, state, setState }: Props) {
  const { t } = useResourceI18n()
  const deletedId = useId()
  const [text, setText] = useState(state.q)
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS)
  const sent = useRef(state.q)

  const search = (value: string) => {
    const q = value.trim()
    sent.current = q
    if (q !== state.q) setState(changeListState(state, { q }), { replace: true })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches.
  useEffect(() => search(settled), [settled])
  // Back, forward or "clear filters" changed the query: show it.
  useEffect(() => {
    if (state.q !== sent.current) {
      sent.current = state.q
      setText(state.q)
    }
  }, [state.q])

  return (
    <Flex wrap gap={12} align="center">
      <Input
        type="search"
        aria-label={t('resources:list.search')}
        placeholder={t('resources:list.searchPlaceholder')}
        prefix={<SearchOutlined />}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => search(text)}
        style={{ width: 280 }}
      />
      <Segmented<StatusFilter>
        aria-label={t('resources:list.statusLabel')}
        value={state.status}
        onChange={(status) => setState(changeListState(state, { status }))}
        options={STATUS_FILTERS.map((value) => ({ value, label: t(`resources:status.${value}`) }))}
      />
      <Can permission={permissionOf(screen.contract, 'delete')}>
        <Flex align="center" gap={8}>
          <Switch
            id={deletedId}
            checked={state.trashed}
            onChange={(trashed) => setState(changeListState(state, { trashed }))}
          />
          <label htmlFor={deletedId}>{t('resources:list.showDeleted')}</label>
        </Flex>
      </Can>
      {hasSelection(state) && (
        <Button
          type="link"
          icon={<ClearOutlined />}
          onClick={() => setState(changeListState(state, { q: '', status: 'all', filters: {} }))}
        >
          {t('resources:actions.clearFilters')}
        </Button>
      )}
    </Flex>
  )
}
