import type { DateFormat } from '@sms/contract'

/**
 * How the shop writes dates (settings: format and first weekday). Kept apart from lib/dates.ts so the
 * appearance, which sets it on every page, does not bring dayjs to the sign-in page.
 */
export type DateSettings = { format: DateFormat; weekStart: 0 | 1 }

let current: DateSettings = { format: 'MM/DD/YY', weekStart: 0 }
const listeners = new Set<(settings: DateSettings) => void>()

export const dateSettings = (): DateSettings => current

export function setDateSettings(next: DateSettings): void {
  if (next.format === current.format && next.weekStart === current.weekStart) return
  current = next
  for (const listener of listeners) listener(next)
}

export function onDateSettings(listener: (settings: DateSettings) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
