import { reportColumn as col, type ReportDefinition } from './reports.ts'

/** Customer reports: who buys most, how often, the average basket, new against returning, balances due. */
export const CUSTOMER_REPORTS: ReportDefinition[] = [
  {
    name: 'top',
    en: 'Top customers',
    km: 'អតិថិជនល្អបំផុត',
    dated: true,
    columns: [
      col('customer', 'text', 'Customer', 'អតិថិជន'),
      col('phone', 'text', 'Phone', 'ទូរស័ព្ទ'),
      col('orders', 'count', 'Orders', 'ការបញ្ជាទិញ', true),
      col('total_usd', 'usd', 'Sales (USD)', 'ការលក់ (USD)', true),
      col('total_khr', 'khr', 'Sales (KHR)', 'ការលក់ (៛)', true),
      col('average_usd', 'usd', 'Average basket (USD)', 'មធ្យមកន្ត្រក (USD)'),
      col('last_order', 'date', 'Last order', 'ការបញ្ជាទិញចុងក្រោយ'),
    ],
    chart: { kind: 'bar', label: 'customer', value: 'total_usd' },
  },
  {
    name: 'frequency',
    en: 'Purchase frequency',
    km: 'ភាពញឹកញាប់នៃការទិញ',
    dated: true,
    columns: [
      col('visits', 'text', 'Orders in the period', 'ការបញ្ជាទិញក្នុងរយៈពេល'),
      col('customers', 'count', 'Customers', 'អតិថិជន', true),
      col('total_usd', 'usd', 'Sales (USD)', 'ការលក់ (USD)', true),
      col('average_usd', 'usd', 'Average basket (USD)', 'មធ្យមកន្ត្រក (USD)'),
    ],
    chart: { kind: 'bar', label: 'visits', value: 'customers' },
  },
  {
    name: 'new-returning',
    en: 'New and returning customers',
    km: 'អតិថិជនថ្មី និងចាស់',
    dated: true,
    columns: [
      col('segment', 'text', 'Customers', 'អតិថិជន'),
      col('customers', 'count', 'Customers', 'ចំនួនអតិថិជន', true),
      col('orders', 'count', 'Orders', 'ការបញ្ជាទិញ', true),
      col('total_usd', 'usd', 'Sales (USD)', 'ការលក់ (USD)', true),
      col('average_usd', 'usd', 'Average basket (USD)', 'មធ្យមកន្ត្រក (USD)'),
    ],
    chart: { kind: 'pie', label: 'segment', value: 'total_usd' },
  },
]
