import { useSearchParams } from 'react-router'

/**
 * A list page's filters and paging kept in the URL, so reload, back and a shared link keep them; any change but
 * the page goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const get = (key: K | 'page' | 'per_page') => params.get(key) ?? ''
  const positive = (text: string, fallback: number) =>
    Number.isInteger(Number(text)) && Number(text) > 0 ? Number(text) : fallback
  const set = (change: Partial<Record<K | 'page' | 'per_page', string | number | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(change)) {
          if (value == null || value === '') next.delete(key)
          else next.set(key, String(value))
        }
        if (!('page' in change)) next.delete('page')
        return next
      },
      { replace: true },
    )
  const values = Object.fromEntries(keys.map((key) => [key, get(key)])) as Record<K, string>
  return { values, page: positive(get('page'), 1), perPage: positive(get('per_page'), 20), set }
}
