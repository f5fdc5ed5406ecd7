import { reportColumn as col, type ReportDefinition } from './reports.ts'

/** Financial reports: revenue and margin, VAT, cash per shift, the USD/KHR split and credit balances. */
export const FINANCIAL_REPORTS: ReportDefinition[] = [
  {
    name: 'margin',
    en: 'Revenue, cost of goods and gross margin',
    km: 'ចំណូល ថ្លៃដើម និងប្រាក់ចំណេញដុល',
    dated: true,
    columns: [
      col('period', 'date', 'Month', 'ខែ'),
      col('revenue_usd', 'usd', 'Revenue excl. VAT (USD)', 'ចំណូលមិនរួមអាករ (USD)', true),
      col('cogs_usd', 'usd', 'Cost of goods (USD)', 'ថ្លៃដើមទំនិញ (USD)', true),
      col('margin_usd', 'usd', 'Gross margin (USD)', 'ប្រាក់ចំណេញដុល (USD)', true),
      col('margin_pct', 'percent', 'Margin %', 'ភាគរយចំណេញ'),
    ],
    chart: { kind: 'bar', label: 'period', value: 'margin_usd' },
  },
  {
    name: 'vat',
    en: 'VAT collected',
    km: 'អាករលើតម្លៃបន្ថែមដែលប្រមូលបាន',
    dated: true,
    columns: [
      col('period', 'date', 'Month', 'ខែ'),
      col('taxable_usd', 'usd', 'Taxable sales (USD)', 'ការលក់ជាប់អាករ (USD)', true),
      col('exempt_usd', 'usd', 'Exempt sales (USD)', 'ការលក់រួចអាករ (USD)', true),
      col('vat_usd', 'usd', 'VAT (USD)', 'អាករ (USD)', true),
      col('vat_khr', 'khr', 'VAT (KHR)', 'អាករ (៛)', true),
    ],
    chart: { kind: 'bar', label: 'period', value: 'vat_usd' },
  },
  {
    name: 'cash',
    en: 'Cash per shift and currency',
    km: 'សាច់ប្រាក់តាមវេន និងរូបិយប័ណ្ណ',
    dated: true,
    columns: [
      col('shift', 'count', 'Shift', 'វេន'),
      col('store', 'text', 'Store', 'ហាង'),
      col('cashier', 'text', 'Cashier', 'អ្នកគិតលុយ'),
      col('opened_at', 'date', 'Opened', 'បើក'),
      col('currency', 'text', 'Currency', 'រូបិយប័ណ្ណ'),
      col('expected', 'quantity', 'Expected', 'រំពឹងទុក'),
      col('counted', 'quantity', 'Counted', 'បានរាប់'),
      col('difference', 'quantity', 'Difference', 'ភាពខុសគ្នា'),
    ],
  },
  {
    name: 'currency-split',
    en: 'USD and KHR split',
    km: 'ការបែងចែក USD និង KHR',
    dated: true,
    columns: [
      col('currency', 'text', 'Currency', 'រូបិយប័ណ្ណ'),
      col('amount', 'quantity', 'Received (in its currency)', 'បានទទួល (តាមរូបិយប័ណ្ណ)'),
      col('amount_khr', 'khr', 'Worth at the rates used (KHR)', 'តម្លៃតាមអត្រាដែលបានប្រើ (៛)', true),
      col('share_pct', 'percent', 'Share', 'ចំណែក'),
      col('average_rate', 'quantity', 'Average rate', 'អត្រាមធ្យម'),
    ],
    chart: { kind: 'pie', label: 'currency', value: 'amount_khr' },
  },
  {
    name: 'credit-balances',
    en: 'Outstanding customer balances',
    km: 'សមតុល្យអតិថិជនដែលនៅជំពាក់',
    dated: false,
    columns: [
      col('customer', 'text', 'Customer', 'អតិថិជន'),
      col('phone', 'text', 'Phone', 'ទូរស័ព្ទ'),
      col('orders', 'count', 'Orders on credit', 'ការបញ្ជាទិញជំពាក់', true),
      col('due_khr', 'khr', 'Balance due (KHR)', 'សមតុល្យត្រូវបង់ (៛)', true),
    ],
    chart: { kind: 'bar', label: 'customer', value: 'due_khr' },
  },
]
