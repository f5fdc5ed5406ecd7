import type { RefSelectProps } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'

/** The search typed into a select whose options come from the server, and the pause-debounced query sent. */
export function useTypedSearch(delayMs = 250) {
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState(false)
  const query = useDebouncedValue(search.trim(), delayMs)
  return { search, setSearch, open, setOpen, query }
}

type TypedSearch = ReturnType<typeof useTypedSearch>
type Option<V> = { value: V }

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase()

/** Whether one of an option's names contains what was typed, ignoring case. */
export function matchesTyped(texts: readonly (string | null | undefined)[], typed: string): boolean {
  const wanted = fold(typed.trim())
  return texts.some((text) => text !== null && text !== undefined && fold(text).includes(wanted))
}

type Args<V, O extends Option<V>> = {
  typed: TypedSearch
  /** The options as loaded: the server's answer to the last query, or the previous one while it loads. */
  options: O[]
  /** Also listed while nothing is typed (the chosen record a page does not contain); never while searching. */
  chosen?: O
  /** True while the answer to the current query is on its way. */
  isFetching: boolean
  /** The texts an option is found by on the server (both names, a code). */
  texts: (option: O) => readonly (string | null | undefined)[]
  onPick: (value: V) => void
}

/**
 * Makes Enter pick the first option matching what was typed in a server-searched select. Left alone, antd's
 * Enter takes the active option of whatever is listed: during the debounce that is the unsearched list (or the
 * old value, listed first), so the old value stayed. Until the answer for the typed text arrives, only the
 * listed options that match it are shown; if none do, an Enter waits and picks the answer's first option.
 * The returned props go onto antd's Select (`options`, `open`, search); `catchEnter` is its ref.
 */
export function useTypedSearchSelect<V, O extends Option<V>>({
  typed,
  options,
  chosen,
  isFetching,
  texts,
  onPick,
}: Args<V, O>) {
  const { search, setSearch, open, setOpen, query } = typed
  const wanted = search.trim()
  const answered = wanted === query && !isFetching
  const shown = useMemo(() => {
    if (!wanted) {
      return chosen && !options.some((option) => option.value === chosen.value)
        ? [chosen, ...options]
        : options
    }
    return answered ? options : options.filter((option) => matchesTyped(texts(option), wanted))
  }, [wanted, answered, options, chosen, texts])

  const [waiting, setWaiting] = useState<string | null>(null)
  const first = options[0]
  useEffect(() => {
    if (waiting === null) return
    if (waiting !== wanted) setWaiting(null)
    else if (answered) {
      setWaiting(null)
      if (first) {
        onPick(first.value)
        setOpen(false)
        setSearch('')
      }
    }
  }, [waiting, wanted, answered, first, onPick, setOpen, setSearch])

  // antd handles Enter (pick the active option, or close an empty list) before any onKeyDown prop runs, so
  // an Enter that must wait is stopped in the capture phase on the select's own element.
  const mustWait = useRef(false)
  mustWait.current = Boolean(wanted) && !answered && shown.length === 0
  const wait = useRef(() => {})
  wait.current = () => setWaiting(wanted)
  const catchEnter = useCallback((select: RefSelectProps | null) => {
    const root = select?.nativeElement
    if (!root) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !mustWait.current) return
      event.preventDefault()
      event.stopPropagation()
      wait.current()
    }
    root.addEventListener('keydown', onKeyDown, true)
    return () => root.removeEventListener('keydown', onKeyDown, true)
  }, [])

  return {
    catchEnter,
    options: shown,
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next)
      if (!next) setSearch('')
    },
    searchValue: search,
    onSearch: setSearch,
  }
}
