import { type FilterType, MATCH_MODES_BY_TYPE, MAX_PER_PAGE, type MatchMode } from '@sms/contract'

/** The "rows per page" choices; the API accepts at most MAX_PER_PAGE. */
export const PAGE_SIZES = [10, 20, 50, 100, MAX_PER_PAGE] as const
export const DEFAULT_PER_PAGE = 20

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export type ColumnFilter = { mode: MatchMode; value: string }

/**
 * Everything a list shows, kept in the URL so reload, back and shared links keep it. The URL uses the API's own
 * parameter names (`page`, `per_page`, `sort`, `q`, `status`, `trashed`, `filter[field][mode]`), so a list URL
 * reads like the API call behind it.
 */
export type ListState = {
  page: number
  perPage: number
  /** The API's sort string (`-price_usd`), or undefined for the resource's default order. */
  sort: string | undefined
  q: string
  status: StatusFilter
  /** Lists deleted records only (`trashed=only`), each with a restore button. */
  trashed: boolean
  /** At most one filter per field. */
  filters: Readonly<Record<string, ColumnFilter>>
}

/** What a resource allows, from its contract: parameters outside it are dropped rather than sent (the API says 400). */
export type ListCapabilities = {
  filters: Readonly<Record<string, FilterType>>
  sortable: readonly string[]
}

export const EMPTY_LIST_STATE: ListState = {
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  sort: undefined,
  q: '',
  status: 'all',
  trashed: false,
  filters: {},
}

const FILTER_KEY = /^filter\[([a-z0-9_]+)\]\[([a-zA-Z]+)\]$/

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(raw)
  return raw !== null && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback
}

/** Keeps only sort fields the resource allows; `-` marks descending. */
export function cleanSort(raw: string | null | undefined, sortable: readonly string[]): string | undefined {
  if (!raw) return undefined
  const parts = raw.split(',').filter((part) => sortable.includes(part.replace(/^-/, '')))
  return parts.length > 0 ? parts.join(',') : undefined
}

/** Reads a list's state from its URL query, ignoring whatever the resource does not allow. */
export function parseListState(params: URLSearchParams, capabilities: ListCapabilities): ListState {
  const status = params.get('status')
  const filters: Record<string, ColumnFilter> = {}
  for (const [key, value] of params) {
    const match = FILTER_KEY.exec(key)
    if (!match || value === '') continue
    const [, field = '', mode = ''] = match
    const type = capabilities.filters[field]
    if (type && (MATCH_MODES_BY_TYPE[type] as readonly string[]).includes(mode)) {
      filters[field] = { mode: mode as MatchMode, value }
    }
  }
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: positiveInt(params.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE),
    sort: cleanSort(params.get('sort'), capabilities.sortable),
    q: params.get('q')?.trim() ?? '',
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'all',
    trashed: params.get('trashed') === 'only',
    filters,
  }
}

function appendSelection(params: URLSearchParams, state: ListState): void {
  if (state.sort) params.set('sort', state.sort)
  if (state.q) params.set('q', state.q)
  if (state.status !== 'all') params.set('status', state.status)
  if (state.trashed) params.set('trashed', 'only')
  for (const [field, { mode, value }] of Object.entries(state.filters)) {
    params.set(`filter[${field}][${mode}]`, value)
  }
}

/** The URL query for a list; defaults are left out so a fresh list has a clean address. */
export function listStateToSearch(state: ListState): string {
  const params = new URLSearchParams()
  if (state.page !== 1) params.set('page', String(state.page))
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage))
  appendSelection(params, state)
  return params.toString()
}

/** The query of `GET /api/{path}`: always paged. */
export function listStateToApiQuery(state: ListState): string {
  const params = new URLSearchParams({ page: String(state.page), per_page: String(state.perPage) })
  appendSelection(params, state)
  return params.toString()
}

/** The query of `GET /api/{path}/export`: the same selection, every page. */
export function listStateToExportQuery(state: ListState): string {
  const params = new URLSearchParams()
  appendSelection(params, state)
  return params.toString()
}

/** Applies a change; anything but a page change starts again at page 1, where the new selection begins. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change }
  if (change.page === undefined) next.page = 1
  return next
}

/** Sets or (with `undefined`) removes one column's filter. */
export function withColumnFilter(
  state: ListState,
  field: string,
  filter: ColumnFilter | undefined,
): ListState {
  const { [field]: _removed, ...others } = state.filters
  return changeListState(state, { filters: filter ? { ...others, [field]: filter } : others })
}

export function hasSelection(state: ListState): boolean {
  return state.q !== '' || state.status !== 'all' || Object.keys(state.filters).length > 0
}
