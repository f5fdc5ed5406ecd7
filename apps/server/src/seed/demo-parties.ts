import type { SupplierType } from '@sms/contract'

/** The demo shop's two stores. */
export const DEMO_STORES = [
  {
    code: 'PP-PTM',
    name_en: 'SMS Mart Phsar Thmei',
    name_kh: 'ហាង SMS ផ្សារធំថ្មី',
    phone: '023 990 100',
    address: '#45, St. 126, Phsar Thmei I, Doun Penh, Phnom Penh',
  },
  {
    code: 'SR-SDK',
    name_en: 'SMS Mart Siem Reap',
    name_kh: 'ហាង SMS សៀមរាប',
    phone: '063 960 200',
    address: 'Sivatha Blvd, Svay Dankum, Siem Reap',
  },
]

/** Party addresses name an NCDD village code; the seed looks the village up and fills in its parents. */
type DemoParty = { name: string; phone?: string; email?: string; address?: string; village?: string }

export const DEMO_CUSTOMERS: (DemoParty & { shipping_village?: string; shipping_address?: string })[] = [
  // A VAT-registered business buyer: the demo orders give it a VATTIN, so its invoice is a tax invoice.
  {
    name: 'Lucky Mini Mart Co., Ltd. (ក្រុមហ៊ុន ឡាក់គី មីនីម៉ាត)',
    phone: '023 990 123',
    email: 'accounts@luckyminimart.example.com',
    address: '#45, Monivong Blvd',
    village: '12020101',
  },
  {
    name: 'Sok Dara',
    phone: '012 345 678',
    email: 'sok.dara@example.com',
    address: '#12, St. 108',
    village: '12020101',
  },
  { name: 'Chan Sophea', phone: '092 456 789', address: '#88, St. 63', village: '12130101' },
  {
    name: 'គីម ស្រីនាង',
    phone: '077 222 333',
    email: 'sreyneang.kim@example.com',
    address: '#7, St. 289',
    village: '12040101',
    shipping_address: 'Warehouse, St. 598',
    shipping_village: '12090101',
  },
  { name: 'Heng Vuthy', phone: '015 888 999', address: 'Near Old Market', village: '17100101' },
  { name: 'លឹម ចាន់ធូ', phone: '011 765 432', address: 'St. 2, near the river', village: '02030101' },
  { name: 'Pich Sokha', phone: '088 123 4567', email: 'sokha.pich@example.com', village: '07080101' },
  { name: 'Mao Rithy', phone: '016 555 010', address: '#21, St. 51', village: '12010101' },
  { name: 'Ouk Sreymom', phone: '097 300 4004', village: '17100201' },
  { name: 'Seng Bunthoeun', phone: '010 246 810', address: 'Phum Muoy, Sangkat 1', village: '18010101' },
]

export const DEMO_SUPPLIERS: (DemoParty & { supplier_type: SupplierType })[] = [
  {
    name: 'Angkor Beverages Co., Ltd.',
    supplier_type: 'manufacturer',
    phone: '034 933 100',
    email: 'sales@angkor-beverages.example.com',
    address: 'National Road 4',
    village: '18010101',
  },
  {
    name: 'Mekong Distribution Co.',
    supplier_type: 'distributor',
    phone: '023 880 200',
    email: 'orders@mekong-distribution.example.com',
    address: '#150, Russian Blvd',
    village: '12090101',
  },
  {
    name: 'Battambang Rice Wholesale',
    supplier_type: 'wholesaler',
    phone: '053 952 300',
    address: 'Psar Nat area',
    village: '02030101',
  },
  {
    name: 'Kampot Pepper Farm',
    supplier_type: 'manufacturer',
    phone: '033 932 400',
    email: 'farm@kampot-pepper.example.com',
    village: '07080101',
  },
  { name: 'Express Delivery Services', supplier_type: 'service', phone: '012 900 500' },
]

/** [English, Khmer, type, value (percent or cents), starts, ends]; dates are month-day of this year. */
export const DEMO_DISCOUNTS: [
  string,
  string,
  'percentage' | 'fixed',
  number,
  string | null,
  string | null,
][] = [
  ['Khmer New Year', 'បុណ្យចូលឆ្នាំខ្មែរ', 'percentage', 10, '04-13', '04-16'],
  ['Water Festival', 'បុណ្យអុំទូក', 'fixed', 100, '11-01', '11-30'],
  ['Loyal customer', 'អតិថិជនស្មោះត្រង់', 'percentage', 5, null, null],
]

/** The demo staff: one user per seeded role below admin. */
export const DEMO_USERS = [
  { name: 'Sopheak Manager', username: 'manager', email: 'manager@example.com', role: 'manager', stores: 2 },
  { name: 'Dalin Cashier', username: 'cashier', email: 'cashier@example.com', role: 'cashier', stores: 1 },
  {
    name: 'Vannak Stock Keeper',
    username: 'stock_keeper',
    email: 'stock@example.com',
    role: 'stock_keeper',
    stores: 2,
  },
] as const

/**
 * The demo shop on its documents: its legal names, address, VATTIN (a medium taxpayer's format) and CamInvoice
 * endpoint ID, so a demo invoice and its UBL name a seller, as a real shop's must. Invented, like every demo name.
 */
export const DEMO_SHOP_IDENTITY = {
  legal_name_en: 'SMS Mart Co., Ltd.',
  legal_name_kh: 'ក្រុមហ៊ុន អេសអឹមអេស ម៉ាត ឯ.ក',
  address: '#45, St. 126, Phsar Thmei I, Doun Penh, Phnom Penh',
  address_kh: 'ផ្ទះលេខ ៤៥ ផ្លូវ ១២៦ សង្កាត់ផ្សារថ្មីទី១ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ',
  phone: '023 990 100',
  vat_number: 'K001-901234567',
  caminvoice_id: 'KHUID00001234',
}
