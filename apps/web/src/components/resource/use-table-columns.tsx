import type { TableColumnsType } from 'antd'
import { useMemo } from 'react'
import { renderCell } from './cells.tsx'
import { ColumnFilterPanel } from './column-filter.tsx'
import { type ListState, withColumnFilter } from './list-state.ts'
import type { AnyRecord, ColumnSpec, ResourceScreen } from './resource-screen.ts'
import { textKeys } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'
import { RowActions } from './row-actions.tsx'

const NUMERIC = new Set(['number', 'money-usd', 'money-khr'])

/** The field a column sorts and filters by: a name column follows the interface language. */
export function columnField(column: ColumnSpec, lang: 'en' | 'kh'): string {
  if (column.kind === 'name') return lang === 'kh' ? 'name_kh' : 'name_en'
  return column.key
}

/** The sort order antd shows for a field, read from the API sort string. */
function sortOrderOf(sort: string | undefined, field: string) {
  const first = sort?.split(',')[0]
  if (first === field) return 'ascend' as const
  if (first === `-${field}`) return 'descend' as const
  return null
}

/** antd columns from a screen's description, with server-side sorting, filters and the row actions. */
export function useTableColumns(
  screen: ResourceScreen,
  state: ListState,
  setState: (next: ListState) => void,
): TableColumnsType<AnyRecord> {
  const { t, lang, tag } = useResourceI18n()
  return useMemo(() => {
    const keys = textKeys(screen)
    const columns: TableColumnsType<AnyRecord> = screen.columns.map((column) => {
      const field = columnField(column, lang)
      const title = t(keys.column(column))
      const filterType = column.filter === false ? undefined : screen.contract.filters[field]
      const sortable = column.sortable ?? screen.contract.sortable.includes(field)
      const current = state.filters[field]
      return {
        key: column.key,
        title,
        width: column.width,
        align: column.align ?? (NUMERIC.has(column.kind ?? '') ? 'right' : undefined),
        sorter: sortable,
        sortOrder: sortable ? sortOrderOf(state.sort, field) : undefined,
        showSorterTooltip: false,
        filtered: current !== undefined,
        filterDropdown: filterType
          ? ({ close, visible }) => (
              <ColumnFilterPanel
                type={filterType}
                kind={column.kind}
                reference={column.reference}
                options={column.options}
                column={title}
                current={current}
                visible={visible}
                close={close}
                onApply={(filter) => setState(withColumnFilter(state, field, filter))}
              />
            )
          : undefined,
        render: (_: unknown, record: AnyRecord) => renderCell(column, record, { t, lang, tag }),
      }
    })
    columns.push({
      key: '__actions',
      title: t('resources:list.actions'),
      align: 'right',
      // Always in view, however wide the other columns make the table.
      fixed: 'right',
      width: 120,
      render: (_: unknown, record: AnyRecord) => <RowActions screen={screen} record={record} />,
    })
    return columns
  }, [screen, state, setState, t, lang, tag])
}
