import { XMLParser, XMLValidator } from 'fast-xml-parser'

/** One day of the National Bank of Cambodia's USD/KHR figures, riel per dollar. */
export type NbcDay = { date: string; bid: number; ask: number; average: number }

/** Why a feed was refused; the route answers 422 with the code as the field error (nothing is stored). */
export type NbcFeedError =
  | 'nbc_feed_invalid'
  | 'nbc_usd_missing'
  | 'nbc_date_invalid'
  | 'nbc_weekend_date'
  | 'nbc_figures_invalid'

export class NbcFeedRefused extends Error {
  constructor(
    readonly code: NbcFeedError,
    message: string,
  ) {
    super(message)
  }
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const FIGURE = /^\d{1,7}(\.\d{1,2})?$/

/** `MM/DD/YYYY` → `YYYY-MM-DD`, refusing impossible dates and the weekend (the NBC publishes on working days). */
function isoDateOf(text: string): string {
  const match = US_DATE.exec(text.trim())
  const date = match ? new Date(Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2]))) : null
  const iso = date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null
  if (!match || iso !== `${match[3]}-${match[1]}-${match[2]}`)
    throw new NbcFeedRefused('nbc_date_invalid', `"${text}" is not a date written MM/DD/YYYY.`)
  const weekday = (date as Date).getUTCDay()
  if (weekday === 0 || weekday === 6)
    throw new NbcFeedRefused('nbc_weekend_date', `${iso} is a weekend day; the NBC publishes no rate then.`)
  return iso
}

function figureOf(value: unknown, name: string, date: string): number {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  const number = Number(text)
  if (!FIGURE.test(text) || number <= 0)
    throw new NbcFeedRefused('nbc_figures_invalid', `The ${name} of ${date} is missing or not a rate.`)
  return number
}

const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'ex' })

/**
 * Reads the NBC's daily exchange-rate XML (`<ExchangeRate><ex><key>USD/KHR</key><date>MM/DD/YYYY</date>
 * <bid/><ask/><average/></ex>…`) and returns its USD/KHR days, oldest first. Anything wrong refuses the whole
 * feed: a rate is money, and half a feed is worse than none.
 */
export function parseNbcFeed(xml: string): NbcDay[] {
  if (XMLValidator.validate(xml) !== true)
    throw new NbcFeedRefused('nbc_feed_invalid', 'The text is not well-formed XML.')
  const root = parser.parse(xml)?.ExchangeRate
  if (!root || typeof root !== 'object')
    throw new NbcFeedRefused(
      'nbc_feed_invalid',
      'The XML is not the NBC exchange-rate feed (<ExchangeRate>).',
    )
  const rows: unknown[] = Array.isArray(root.ex) ? root.ex : []
  const usd = rows.filter(
    (row): row is Record<string, unknown> =>
      typeof row === 'object' && row !== null && String((row as { key?: unknown }).key).trim() === 'USD/KHR',
  )
  if (usd.length === 0) throw new NbcFeedRefused('nbc_usd_missing', 'The feed has no USD/KHR rate.')
  const days = usd.map((row) => {
    const date = isoDateOf(String(row.date ?? ''))
    const day = {
      date,
      bid: figureOf(row.bid, 'bid', date),
      ask: figureOf(row.ask, 'ask', date),
      average: figureOf(row.average, 'average', date),
    }
    if (day.bid > day.ask)
      throw new NbcFeedRefused('nbc_figures_invalid', `The bid of ${date} is above its ask.`)
    return day
  })
  if (new Set(days.map((day) => day.date)).size !== days.length)
    throw new NbcFeedRefused('nbc_feed_invalid', 'The feed gives one day twice.')
  return days.sort((a, b) => a.date.localeCompare(b.date))
}
