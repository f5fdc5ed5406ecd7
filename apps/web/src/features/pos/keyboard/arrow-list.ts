import { type KeyboardEvent, useState } from 'react'

/**
 * The highlighted row after an arrow key, in a list of `count` rows: ↓ from nothing highlighted is the first
 * row, ↑ from the first row is nothing again (Enter then means what was typed), and the last row stays last.
 */
export function moveHighlight(current: number, by: 1 | -1, count: number): number {
  if (count === 0) return -1
  const from = current >= count ? count - 1 : current
  return by === 1 ? Math.min(from + 1, count - 1) : Math.max(from - 1, -1)
}

/**
 * ↑/↓ through a list shown under a text field, Enter takes the highlighted row. The highlight belongs to the
 * list and the text it was made with: a new list (a new search's answer), or a key typed while the old answer
 * is still on screen, starts again with nothing highlighted.
 */
export function useArrowList<T>(items: readonly T[], text = '') {
  const [state, setState] = useState<{ items: readonly T[]; text: string; index: number }>({
    items,
    text,
    index: -1,
  })
  const index = state.items === items && state.text === text ? state.index : -1
  const setIndex = (next: number) => setState({ items, text, index: next })
  return {
    index,
    active: index >= 0 ? items[index] : undefined,
    setIndex,
    /** Moves the highlight on ↑/↓ and answers true; false for any other key. */
    onArrow(event: KeyboardEvent) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false
      if (items.length === 0) return false
      event.preventDefault()
      setIndex(moveHighlight(index, event.key === 'ArrowDown' ? 1 : -1, items.length))
      return true
    },
  }
}

/**
 * ↑/↓ (and Home/End) move the focus among the buttons of a list of choices, such as the discounts, so Enter or
 * Space then takes the focused one: for a container's onKeyDown.
 */
export function moveFocusAmongButtons(event: KeyboardEvent<HTMLElement>) {
  const by = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity }[event.key]
  if (by === undefined) return
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
  if (buttons.length === 0) return
  event.preventDefault()
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const next =
    by === -Infinity
      ? 0
      : by === Infinity
        ? buttons.length - 1
        : Math.min(Math.max(current + by, 0), buttons.length - 1)
  buttons[next]?.focus()
}
