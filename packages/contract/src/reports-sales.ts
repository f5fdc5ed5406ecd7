import { z } from 'zod'
import {
  CREDIT_NOTE_KIND_WORDS,
  codedColumn,
  reportColumn as col,
  type ReportDefinition,
  TENDER_WORDS,
} from './reports.ts'
import { CURRENCIES, TENDER_METHODS } from './sales.ts'

/**
 * `GET /api/reports/sales/summary`: the shape. A sale counts on its order's day in the shop's time zone
 * (approved and not cancelled); returns on the credit note's day. `by_tender` is the money per method and
 * currency in the currency's unit: tenders less change and cash rounding of those sales, less refunds.
 */
export const salesSummarySchema = z.object({
  orders: z.number(),
  total_usd: z.number(),
  total_khr: z.number(),
  discount_usd: z.number(),
  vat_usd: z.number(),
  returns_usd: z.number(),
  net_usd: z.number(),
  by_tender: z.array(
    z.object({ method: z.enum(TENDER_METHODS), currency: z.enum(CURRENCIES), amount: z.number() }),
  ),
})
export type SalesSummary = z.infer<typeof salesSummarySchema>

const money = [
  col('total_usd', 'usd', 'Sales (USD)', 'ការលក់ (USD)', true),
  col('total_khr', 'khr', 'Sales (KHR)', 'ការលក់ (៛)', true),
]
const orderFigures = [
  col('orders', 'count', 'Orders', 'ការបញ្ជាទិញ', true),
  ...money,
  col('discount_usd', 'usd', 'Discounts (USD)', 'បញ្ចុះតម្លៃ (USD)', true),
  col('vat_usd', 'usd', 'VAT (USD)', 'អាករ (USD)', true),
  col('average_usd', 'usd', 'Average basket (USD)', 'មធ្យមកន្ត្រក (USD)'),
]
const lineFigures = [
  col('quantity', 'quantity', 'Quantity', 'បរិមាណ', true),
  col('amount_usd', 'usd', 'Amount (USD)', 'ចំនួនទឹកប្រាក់ (USD)', true),
  col('amount_khr', 'khr', 'Amount (KHR)', 'ចំនួនទឹកប្រាក់ (៛)', true),
  col('discount_usd', 'usd', 'Discounts (USD)', 'បញ្ចុះតម្លៃ (USD)', true),
]

export const SALES_REPORTS: ReportDefinition[] = [
  {
    name: 'by-period',
    en: 'Sales by day, week or month',
    km: 'ការលក់តាមថ្ងៃ សប្តាហ៍ ឬខែ',
    dated: true,
    columns: [col('period', 'date', 'Period', 'រយៈពេល'), ...orderFigures],
    chart: { kind: 'line', label: 'period', value: 'total_usd' },
  },
  {
    name: 'by-store',
    en: 'Sales by store',
    km: 'ការលក់តាមហាង',
    dated: true,
    columns: [col('store', 'text', 'Store', 'ហាង'), ...orderFigures],
    chart: { kind: 'bar', label: 'store', value: 'total_usd' },
  },
  {
    name: 'by-cashier',
    en: 'Sales by cashier',
    km: 'ការលក់តាមអ្នកគិតលុយ',
    dated: true,
    columns: [col('cashier', 'text', 'Cashier', 'អ្នកគិតលុយ'), ...orderFigures],
    chart: { kind: 'bar', label: 'cashier', value: 'total_usd' },
  },
  {
    name: 'by-product',
    en: 'Sales by product',
    km: 'ការលក់តាមផលិតផល',
    dated: true,
    columns: [
      col('sku', 'text', 'SKU', 'SKU'),
      col('product', 'text', 'Product', 'ផលិតផល'),
      col('product_kh', 'text', 'Khmer name', 'ឈ្មោះខ្មែរ'),
      ...lineFigures,
    ],
    chart: { kind: 'bar', label: 'product', value: 'amount_usd' },
  },
  {
    name: 'by-category',
    en: 'Sales by category',
    km: 'ការលក់តាមប្រភេទ',
    dated: true,
    columns: [col('category', 'text', 'Category', 'ប្រភេទ'), ...lineFigures],
    chart: { kind: 'pie', label: 'category', value: 'amount_usd' },
  },
  {
    name: 'by-brand',
    en: 'Sales by brand',
    km: 'ការលក់តាមម៉ាក',
    dated: true,
    columns: [col('brand', 'text', 'Brand', 'ម៉ាក'), ...lineFigures],
    chart: { kind: 'pie', label: 'brand', value: 'amount_usd' },
  },
  {
    name: 'by-tender',
    en: 'Payments by tender and currency',
    km: 'ការទូទាត់តាមវិធី និងរូបិយប័ណ្ណ',
    dated: true,
    columns: [
      codedColumn('method', 'Tender', 'វិធីទូទាត់', TENDER_WORDS),
      col('currency', 'text', 'Currency', 'រូបិយប័ណ្ណ'),
      col('payments', 'count', 'Payments', 'ការទូទាត់', true),
      col('amount_usd', 'usd', 'Paid in USD', 'បង់ជាដុល្លារ', true),
      col('amount_riel', 'khr', 'Paid in KHR', 'បង់ជារៀល', true),
      col('amount_khr', 'khr', 'Worth (KHR)', 'តម្លៃ (៛)', true),
    ],
    chart: { kind: 'pie', label: 'tender', value: 'amount_khr' },
  },
  {
    name: 'discounts',
    en: 'Discounts given',
    km: 'បញ្ចុះតម្លៃដែលបានផ្តល់',
    dated: true,
    columns: [
      col('discount', 'text', 'Discount', 'បញ្ចុះតម្លៃ'),
      col('lines', 'count', 'Lines', 'ជួរ', true),
      col('discount_usd', 'usd', 'Amount (USD)', 'ចំនួន (USD)', true),
      col('discount_khr', 'khr', 'Amount (KHR)', 'ចំនួន (៛)', true),
    ],
    chart: { kind: 'bar', label: 'discount', value: 'discount_usd' },
  },
  {
    name: 'returns',
    en: 'Returns and cancellations',
    km: 'ការប្រគល់ និងការលុបចោល',
    dated: true,
    columns: [
      codedColumn('kind', 'Kind', 'ប្រភេទ', CREDIT_NOTE_KIND_WORDS),
      col('reason', 'text', 'Reason', 'មូលហេតុ'),
      col('notes', 'count', 'Credit notes', 'កំណត់ត្រាឥណទាន', true),
      col('total_usd', 'usd', 'Total (USD)', 'សរុប (USD)', true),
      col('total_khr', 'khr', 'Total (KHR)', 'សរុប (៛)', true),
    ],
    chart: { kind: 'bar', label: 'reason', value: 'total_usd' },
  },
  {
    name: 'heatmap',
    en: 'Sales by hour and weekday',
    km: 'ការលក់តាមម៉ោង និងថ្ងៃ',
    dated: true,
    columns: [
      col('weekday', 'count', 'Weekday (1 = Monday)', 'ថ្ងៃ (១ = ច័ន្ទ)'),
      col('hour', 'count', 'Hour', 'ម៉ោង'),
      col('orders', 'count', 'Orders', 'ការបញ្ជាទិញ', true),
      ...money,
    ],
    chart: { kind: 'heatmap', label: 'hour', value: 'orders' },
  },
]

const namedAmount = z.object({ name: z.string(), name_km: z.string().nullable(), amount_usd: z.number() })

/** `GET /api/dashboard`: today and the chosen period, each tile from the report behind it. */
export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: salesSummarySchema,
  period: salesSummarySchema,
  by_hour: z.array(z.object({ hour: z.number(), orders: z.number(), total_usd: z.number() })),
  top_products: z.array(namedAmount),
  top_categories: z.array(namedAmount),
  cashiers: z.array(z.object({ name: z.string(), orders: z.number(), total_usd: z.number() })),
  /** The period's money per tender and currency, with its worth in riel at each sale's rate (for the mix). */
  payment_mix: z.array(
    z.object({
      method: z.enum(TENDER_METHODS),
      currency: z.enum(CURRENCIES),
      amount: z.number(),
      amount_khr: z.number(),
    }),
  ),
  low_stock: z.number(),
  expiring_soon: z.number(),
  transfers_to_receive: z.number(),
  open_shifts: z.number(),
})
export type Dashboard = z.infer<typeof dashboardSchema>
