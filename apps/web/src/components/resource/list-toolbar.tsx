import { Flex, Segmented, Switch } from 'antd'
import { useId } from 'react'
import { Can } from '../can.tsx'
import { ClearFiltersButton, ListSearch } from './list-filters.tsx'
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

/** The search box (debounced), the status filter, "show deleted" and a way to clear every filter. */
export function ListToolbar({ screen, state, setState }: Props) {
  const { t } = useResourceI18n()
  const deletedId = useId()

  return (
    <Flex wrap gap={12} align="center">
      <ListSearch
        label={t('resources:list.search')}
        placeholder={t('resources:list.searchPlaceholder')}
        value={state.q}
        // Typing replaces the history entry: back returns to the list before the search, not to each letter.
        onSearch={(q) => setState(changeListState(state, { q }), { replace: true })}
        width={280}
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
        <ClearFiltersButton
          label={t('resources:actions.clearFilters')}
          onClear={() => setState(changeListState(state, { q: '', status: 'all', filters: {} }))}
        />
      )}
    </Flex>
  )
}
