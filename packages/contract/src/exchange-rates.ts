import { z } from 'zod'
import { defineResource } from './list.ts'

/** Riel per US dollar until an administrator sets the day's rate. */
export const DEFAULT_EXCHANGE_RATE = 4100
/** Far above any rate the riel has had; a typo with extra zeros is refused rather than stored. */
export const MAX_EXCHANGE_RATE = 1_000_000
/** A new rate more than 1/10 (10%) away from the one it follows needs `confirm: true`. */
const RATE_CONFIRM_DENOMINATOR = 10

const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/

/** Riel per dollar: positive, at most 2 decimals (judged on the number as JSON wrote it). */
export const exchangeRate = z
  .number()
  .positive()
  .max(MAX_EXCHANGE_RATE)
  .refine((v) => TWO_DECIMALS.test(String(v)), 'too_many_decimals')

/** `POST /api/exchange-rates`. Without `effective_at` the rate applies from now. */
export const exchangeRateInputSchema = z.object({
  rate: exchangeRate,
  effective_at: z.iso.datetime({ offset: true }).optional(),
  /** Sent after the user agreed to a change of more than 10%. */
  confirm: z.boolean().optional(),
})
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>

/** `GET /api/exchange-rates/current`: the rate in force; a fresh shop answers 4,100 with nulls. */
export const currentExchangeRateSchema = z.object({
  rate: z.number(),
  effective_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.number().nullable(),
})
export type CurrentExchangeRate = z.infer<typeof currentExchangeRateSchema>

/** Where a rate came from: typed by the owner, or the National Bank of Cambodia's daily figures (decision 0039). */
export const RATE_SOURCES = ['manual', 'nbc'] as const
export type RateSource = (typeof RATE_SOURCES)[number]
/** Which of the NBC's three daily figures the shop takes as its rate (a setting, the average by default). */
export const NBC_RATE_FIGURES = ['average', 'bid', 'ask'] as const
export type NbcRateFigure = (typeof NBC_RATE_FIGURES)[number]

/** One entry of the history; entries are never changed, a new rate is a new entry. */
export const exchangeRateSchema = z.object({
  id: z.number(),
  rate: z.number(),
  effective_at: z.string(),
  source: z.enum(RATE_SOURCES),
  /** The NBC's figures of that day, for an entry imported from its feed (null for a manual rate). */
  nbc_bid: z.number().nullable(),
  nbc_ask: z.number().nullable(),
  nbc_average: z.number().nullable(),
  created_at: z.string(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
})
export type ExchangeRate = z.infer<typeof exchangeRateSchema>

export const exchangeRatesResource = defineResource({
  path: 'exchange-rates',
  label: 'Exchange rate',
  record: exchangeRateSchema,
  input: exchangeRateInputSchema,
  filters: {
    rate: 'number',
    source: 'text',
    effective_at: 'date',
    created_at: 'date',
    created_by: 'reference',
  },
  sortable: ['id', 'rate', 'effective_at', 'created_at'],
  searchable: [],
  defaultSort: '-effective_at',
})

/**
 * How far a new rate is from the one it follows, as a fraction (0.12 for 12%), and whether that needs
 * confirming. Shared so the screen asks before the server would refuse. The threshold is compared in whole
 * hundredths of a riel, so exactly 10% (4,105.50 → 4,516.05) is never tipped over by floating point.
 */
export function rateChange(previous: number, next: number) {
  const [from, to] = [Math.round(previous * 100), Math.round(next * 100)]
  const needsConfirm = Math.abs(to - from) * RATE_CONFIRM_DENOMINATOR > from
  return { change: Math.abs(to - from) / from, needsConfirm }
}

/**
 * `POST /api/exchange-rates/nbc`: the NBC's daily exchange-rate XML, pasted or read from a file
 * (`<ExchangeRate><ex><key>USD/KHR</key><date>MM/DD/YYYY</date><bid/><ask/><average/></ex>…`).
 * `POST /api/exchange-rates/nbc/fetch` reads the same feed from the URL in the settings.
 */
export const nbcImportSchema = z.object({ xml: z.string().trim().min(1).max(1_000_000) })
export type NbcImportInput = z.input<typeof nbcImportSchema>

/** What an import did: the entries it added, and the days it skipped because they were already imported. */
export const nbcImportResultSchema = z.object({
  imported: z.array(exchangeRateSchema),
  skipped: z.array(z.object({ date: z.string(), reason: z.literal('already_imported') })),
})
export type NbcImportResult = z.infer<typeof nbcImportResultSchema>
