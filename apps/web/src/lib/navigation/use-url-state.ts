import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** A positive whole number from the URL, else the fallback. */
export const numberParam = (text: string, fallback: number) => {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

type PageKey = 'page' | 'per_page'
type UrlValue = string | number | null

/**
 * A page's filters and paging kept in the URL (`?store=2&status=pending&page=3`), so reload, back and a shared
 * link keep them. Setting any key but `page` goes back to the first page. (The resource lists keep their
 * structured filters through `components/resource/use-list-state.ts`.)
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>
  // Any key inside, so the pager below may write `page` whatever keys the page named; `set` is the typed door.
  const write = useCallback(
    (change: Readonly<Record<string, UrlValue | undefined>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === undefined || value === '') next.delete(key)
            else next.set(key, String(value))
          }
          if (!('page' in change)) next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  const set: (change: Partial<Record<K | PageKey, UrlValue>>) => void = write
  const page = numberParam(params.get('page') ?? '', 1)
  const perPage = numberParam(params.get('per_page') ?? '', 20)
  // What a list's pager (components/resource/list-pagination.tsx) reads and asks for, kept in the same URL.
  const paging = {
    page,
    perPage,
    onChange: (change: { page: number } | { perPage: number }) => {
      if ('page' in change) write({ page: change.page })
      else write({ per_page: change.perPage })
    },
  }
  return { values, page, perPage, set, paging }
}
