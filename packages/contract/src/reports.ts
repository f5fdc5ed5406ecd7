import { z } from 'zod'
import type { Permission } from './permissions.ts'

/**
 * Reports (issue 12, decision 0024): every report answers one table shape, so the web shows any of them with
 * one component and the CSV/Excel export writes exactly what is shown. Columns carry their labels in both
 * languages (the export writes them in the reader's language). Money columns are integers: US cents (`usd`) or
 * whole riel (`khr`), each KHR figure from the rate stored on each order, never today's.
 */

export const REPORT_AREAS = ['sales', 'inventory', 'financial', 'customer'] as const
export type ReportArea = (typeof REPORT_AREAS)[number]

/** Each area is its own resource: `sales-reports.view` reads the sales reports, `.generate` exports them. */
export const reportPermission = (area: ReportArea, action: 'view' | 'generate'): Permission =>
  `${area}-reports.${action}`

export const REPORT_COLUMN_TYPES = ['text', 'date', 'usd', 'khr', 'quantity', 'count', 'percent'] as const
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number]

/** The words for a code, in both languages. */
export type CodeWords = Record<string, { en: string; km: string }>

export type ReportColumn = {
  key: string
  type: ReportColumnType
  en: string
  km: string
  /** Summed into the report's totals row. */
  total?: boolean
  /**
   * A text column holding codes (`sale`, `cash`): the server adds their words to the row (`kind_en`: "Sale",
   * `kind_km`: "ការលក់"), which the page, its chart and the exports show; an unknown code shows as it is.
   */
  codes?: CodeWords
}

export type ReportDefinition = {
  name: string
  en: string
  km: string
  columns: ReportColumn[]
  /** The report reads a date range (stock on hand, in transit and balances are "now" and ignore it). */
  dated: boolean
  /** Shown as a chart: the label column and the value column. */
  chart?: { kind: 'bar' | 'line' | 'pie' | 'heatmap'; label: string; value: string }
}

const col = (key: string, type: ReportColumnType, en: string, km: string, total = false): ReportColumn => ({
  key,
  type,
  en,
  km,
  ...(total && { total }),
})
export const reportColumn = col
/**
 * A cell's text in a language: its Khmer twin (`<key>_km`) when reading Khmer, a code's English words
 * (`<key>_en`), else the value itself. The page, its chart and the exports all show cells through this.
 */
export function reportCellText(row: Record<string, unknown>, key: string, lang: 'en' | 'km') {
  const twin = (lang === 'km' ? row[`${key}_km`] : null) ?? row[`${key}_en`]
  return twin !== null && twin !== undefined && twin !== '' ? twin : row[key]
}

/** A text column of codes, shown as their words. */
export const codedColumn = (key: string, en: string, km: string, codes: CodeWords): ReportColumn => ({
  ...col(key, 'text', en, km),
  codes,
})

export const MOVEMENT_KIND_WORDS: CodeWords = {
  receipt: { en: 'Receipt', km: 'ការទទួលទំនិញ' },
  sale: { en: 'Sale', km: 'ការលក់' },
  return: { en: 'Return', km: 'ការប្រគល់ត្រឡប់' },
  adjustment: { en: 'Adjustment', km: 'ការកែសម្រួល' },
  count: { en: 'Count', km: 'ការរាប់ស្តុក' },
  transfer_out: { en: 'Transfer out', km: 'ផ្ទេរចេញ' },
  transfer_in: { en: 'Transfer in', km: 'ផ្ទេរចូល' },
}
export const ADJUSTMENT_REASON_WORDS: CodeWords = {
  initial: { en: 'Opening stock', km: 'ស្តុកដើមគ្រា' },
  found: { en: 'Found', km: 'រកឃើញ' },
  damaged: { en: 'Damaged', km: 'ខូចខាត' },
  expired: { en: 'Expired', km: 'ផុតកំណត់' },
  lost: { en: 'Lost', km: 'បាត់បង់' },
  stolen: { en: 'Stolen', km: 'ត្រូវគេលួច' },
  correction: { en: 'Correction', km: 'ការកែតម្រូវ' },
}
export const TENDER_WORDS: CodeWords = {
  cash: { en: 'Cash', km: 'សាច់ប្រាក់' },
  card: { en: 'Card', km: 'កាត' },
  khqr: { en: 'KHQR', km: 'KHQR' },
  bank: { en: 'Bank transfer', km: 'ផ្ទេរតាមធនាគារ' },
  credit: { en: 'On account', km: 'ជំពាក់' },
}
export const CREDIT_NOTE_KIND_WORDS: CodeWords = {
  return: { en: 'Return', km: 'ការប្រគល់ត្រឡប់' },
  cancellation: { en: 'Cancellation', km: 'ការលុបចោល' },
}

/** A calendar day in the shop's time zone. */
export const reportDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date')

/** `from` and `to` are checked by the server (a clear 400 for a bad or reversed date); `group` by some reports. */
export const reportQuerySchema = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
  store_id: z.coerce.number().int().positive().optional(),
  group: z.enum(['day', 'week', 'month']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
})
export type ReportQuery = z.infer<typeof reportQuerySchema>

export const reportExportQuerySchema = reportQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(['en', 'km']).default('en'),
})

const cell = z.union([z.string(), z.number(), z.null()])

export const reportTableSchema = z.object({
  area: z.enum(REPORT_AREAS),
  report: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  store_id: z.number().nullable(),
  columns: z.array(
    z.object({
      key: z.string(),
      type: z.enum(REPORT_COLUMN_TYPES),
      en: z.string(),
      km: z.string(),
      total: z.boolean().optional(),
    }),
  ),
  rows: z.array(z.record(z.string(), cell)),
  /** A path in the web app listing the orders or movements behind each row (same index as rows), or null. */
  drill: z.array(z.string().nullable()),
  totals: z.record(z.string(), z.number()),
  /** The same report over the period of the same length just before, for comparison. */
  previous: z
    .object({ from: z.string(), to: z.string(), totals: z.record(z.string(), z.number()) })
    .nullable(),
})
export type ReportTable = z.infer<typeof reportTableSchema>

export const reportIndexSchema = z.object({
  data: z.array(
    z.object({
      area: z.enum(REPORT_AREAS),
      name: z.string(),
      en: z.string(),
      km: z.string(),
      dated: z.boolean(),
      chart: z
        .object({ kind: z.enum(['bar', 'line', 'pie', 'heatmap']), label: z.string(), value: z.string() })
        .optional(),
    }),
  ),
})
