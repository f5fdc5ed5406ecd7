import { productsResource } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import {
  changeListState,
  EMPTY_LIST_STATE,
  type ListState,
  listStateToApiQuery,
  listStateToExportQuery,
  listStateToSearch,
  parseListState,
  withColumnFilter,
} from './list-state.ts'

const parse = (query: string) => parseListState(new URLSearchParams(query), productsResource)

describe('list state in the URL', () => {
  it('starts from the defaults on a bare URL', () => {
    expect(parse('')).toEqual(EMPTY_LIST_STATE)
    expect(listStateToSearch(EMPTY_LIST_STATE)).toBe('')
  })

  it('round-trips every part of the state', () => {
    const state: ListState = {
      page: 3,
      perPage: 50,
      sort: '-price_usd,name_en',
      q: 'coca',
      status: 'active',
      trashed: true,
      filters: {
        name_en: { mode: 'startsWith', value: 'Co' },
        price_usd: { mode: 'gte', value: '150' },
        created_at: { mode: 'dateAfter', value: '2026-01-31' },
      },
    }
    const search = listStateToSearch(state)
    expect(parse(search)).toEqual(state)
    expect(new URLSearchParams(search).get('filter[price_usd][gte]')).toBe('150')
    expect(new URLSearchParams(search).get('trashed')).toBe('only')
  })

  it('drops fields, modes and sorts the resource does not allow, and bad numbers', () => {
    const state = parse(
      'page=-2&per_page=9999&sort=-secret,sku&status=odd&filter[secret][equals]=1&filter[price_usd][contains]=1&filter[sku][contains]=',
    )
    expect(state.page).toBe(1)
    expect(state.perPage).toBe(200)
    expect(state.sort).toBe('sku')
    expect(state.status).toBe('all')
    expect(state.filters).toEqual({})
    expect(parse('sort=-nope').sort).toBeUndefined()
  })

  it('keeps one filter per column', () => {
    const state = parse('filter[sku][contains]=A&filter[sku][endsWith]=B')
    expect(Object.keys(state.filters)).toEqual(['sku'])
  })
})

describe('API queries', () => {
  const state: ListState = {
    ...EMPTY_LIST_STATE,
    page: 2,
    q: 'milk',
    filters: { brand_id: { mode: 'equals', value: '7' } },
  }

  it('always sends the page and its size to the list endpoint', () => {
    const params = new URLSearchParams(listStateToApiQuery(EMPTY_LIST_STATE))
    expect(Object.fromEntries(params)).toEqual({ page: '1', per_page: '20' })
    expect(Object.fromEntries(new URLSearchParams(listStateToApiQuery(state)))).toEqual({
      page: '2',
      per_page: '20',
      q: 'milk',
      'filter[brand_id][equals]': '7',
    })
  })

  it('exports the same selection without paging', () => {
    expect(Object.fromEntries(new URLSearchParams(listStateToExportQuery(state)))).toEqual({
      q: 'milk',
      'filter[brand_id][equals]': '7',
    })
  })
})

describe('changing the state', () => {
  const onPage4 = { ...EMPTY_LIST_STATE, page: 4 }

  it('goes back to page 1 when the selection changes, not when the page does', () => {
    expect(changeListState(onPage4, { q: 'x' }).page).toBe(1)
    expect(changeListState(onPage4, { perPage: 50 }).page).toBe(1)
    expect(changeListState(onPage4, { page: 5 }).page).toBe(5)
  })

  it('sets and clears a column filter', () => {
    const filtered = withColumnFilter(onPage4, 'sku', { mode: 'contains', value: 'A1' })
    expect(filtered.filters).toEqual({ sku: { mode: 'contains', value: 'A1' } })
    expect(filtered.page).toBe(1)
    expect(withColumnFilter(filtered, 'sku', undefined).filters).toEqual({})
  })
})
