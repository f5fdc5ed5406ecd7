import {
  ADJUSTMENT_REASON_WORDS,
  codedColumn,
  reportColumn as col,
  MOVEMENT_KIND_WORDS,
  type ReportDefinition,
} from './reports.ts'

const store = col('store', 'text', 'Store', 'ហាង')
const product = [col('sku', 'text', 'SKU', 'SKU'), col('product', 'text', 'Product', 'ផលិតផល')]

/** Inventory reports: stock now (on hand, in transit, age, expiry) and the ledger over the dates. */
export const INVENTORY_REPORTS: ReportDefinition[] = [
  {
    name: 'on-hand',
    en: 'On hand and value at cost',
    km: 'ស្តុកនៅសល់ និងតម្លៃដើម',
    dated: false,
    columns: [
      store,
      col('products', 'count', 'Products', 'ផលិតផល', true),
      col('quantity', 'quantity', 'On hand', 'នៅសល់', true),
      col('value_usd', 'usd', 'Value at cost (USD)', 'តម្លៃដើម (USD)', true),
    ],
    chart: { kind: 'bar', label: 'store', value: 'value_usd' },
  },
  {
    name: 'movements',
    en: 'Movements by kind and reason',
    km: 'ចលនាស្តុកតាមប្រភេទ និងមូលហេតុ',
    dated: true,
    columns: [
      codedColumn('kind', 'Kind', 'ប្រភេទ', MOVEMENT_KIND_WORDS),
      codedColumn('reason', 'Reason', 'មូលហេតុ', ADJUSTMENT_REASON_WORDS),
      col('movements', 'count', 'Movements', 'ចលនា', true),
      col('quantity_in', 'quantity', 'In', 'ចូល', true),
      col('quantity_out', 'quantity', 'Out', 'ចេញ', true),
    ],
    chart: { kind: 'bar', label: 'kind', value: 'movements' },
  },
  {
    name: 'slow-stock',
    en: 'Slow and dead stock',
    km: 'ស្តុកលក់យឺត និងមិនលក់',
    dated: true,
    columns: [
      store,
      ...product,
      col('on_hand', 'quantity', 'On hand', 'នៅសល់', true),
      col('sold', 'quantity', 'Sold in the period', 'លក់ក្នុងរយៈពេល', true),
      col('last_sale', 'date', 'Last sale', 'លក់ចុងក្រោយ'),
      col('days_in_stock', 'count', 'Days since last receipt', 'ថ្ងៃតាំងពីទទួលចុងក្រោយ'),
      col('value_usd', 'usd', 'Value at cost (USD)', 'តម្លៃដើម (USD)', true),
    ],
  },
  {
    name: 'expiring',
    en: 'Expiring lots',
    km: 'ឡូត៍ជិតផុតកំណត់',
    dated: true,
    columns: [
      store,
      ...product,
      col('lot', 'text', 'Lot', 'ឡូត៍'),
      col('expiry_date', 'date', 'Expiry', 'ផុតកំណត់'),
      col('on_hand', 'quantity', 'On hand', 'នៅសល់', true),
    ],
  },
  {
    name: 'in-transit',
    en: 'Stock in transit',
    km: 'ស្តុកកំពុងដឹកជញ្ជូន',
    dated: false,
    columns: [
      col('transfer', 'count', 'Transfer', 'ការផ្ទេរ'),
      col('from_store', 'text', 'From', 'ពី'),
      col('to_store', 'text', 'To', 'ទៅ'),
      col('dispatched_at', 'date', 'Dispatched', 'បានបញ្ជូន'),
      col('quantity', 'quantity', 'Quantity', 'បរិមាណ', true),
    ],
  },
  {
    name: 'count-differences',
    en: 'Count differences',
    km: 'ភាពខុសគ្នានៃការរាប់',
    dated: true,
    columns: [
      store,
      col('count', 'count', 'Count', 'ការរាប់'),
      col('posted_at', 'date', 'Posted', 'បានប្រកាស'),
      col('lines', 'count', 'Lines with a difference', 'ជួរមានភាពខុសគ្នា', true),
      col('difference', 'quantity', 'Difference', 'ភាពខុសគ្នា', true),
      col('value_usd', 'usd', 'Value at cost (USD)', 'តម្លៃដើម (USD)', true),
    ],
  },
]
