import dayjs from 'dayjs'

/** The date presets of every report and the dashboard (issue 12), as shop calendar days `YYYY-MM-DD`. */
export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const
export type DatePreset = (typeof DATE_PRESETS)[number] | 'custom'

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD')

/**
 * Today as the shop counts it: the server counts report days in Phnom Penh time (decision 0024), so a browser
 * whose clock is in another zone (a laptop left on UTC) must not ask for yesterday after 17:00 UTC.
 */
const SHOP_TIME_ZONE = 'Asia/Phnom_Penh'
export const shopNow = () =>
  dayjs(new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date()))

/** The days a preset covers, counted from `now` (weeks start on Monday, as in Cambodia). */
export function presetRange(
  preset: Exclude<DatePreset, 'custom'>,
  now = shopNow(),
): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: day(now), to: day(now) }
    case 'yesterday': {
      const y = now.subtract(1, 'day')
      return { from: day(y), to: day(y) }
    }
    case 'thisWeek': {
      const monday = now.subtract((now.day() + 6) % 7, 'day')
      return { from: day(monday), to: day(now) }
    }
    case 'thisMonth':
      return { from: day(now.startOf('month')), to: day(now) }
    case 'lastMonth': {
      const last = now.startOf('month').subtract(1, 'month')
      return { from: day(last), to: day(last.endOf('month')) }
    }
    case 'thisYear':
      return { from: day(now.startOf('year')), to: day(now) }
  }
}

/** Which preset a range is, or custom. */
export function presetOf(from: string, to: string, now = shopNow()): DatePreset {
  return (
    DATE_PRESETS.find((p) => {
      const range = presetRange(p, now)
      return range.from === from && range.to === to
    }) ?? 'custom'
  )
}
