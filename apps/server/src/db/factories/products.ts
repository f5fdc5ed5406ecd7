import { randomInt } from 'node:crypto'
import { gs1CheckDigit } from '@sms/contract'
import type { Db } from '../client.ts'
import { products } from '../schema/index.ts'

/** Everyday goods of a Cambodian shop, [English, Khmer]; names are built from these in both languages. */
export const PRODUCT_WORDS: [string, string][] = [
  ['Jasmine Rice', 'អង្ករផ្កាម្លិះ'],
  ['Fish Sauce', 'ទឹកត្រី'],
  ['Soy Sauce', 'ទឹកស៊ីអ៊ីវ'],
  ['Chili Sauce', 'ទឹកម្ទេស'],
  ['Instant Noodles', 'មីកញ្ចប់'],
  ['Rice Noodles', 'នំបញ្ចុក'],
  ['Coffee', 'កាហ្វេ'],
  ['Green Tea', 'តែបៃតង'],
  ['Palm Sugar', 'ស្ករត្នោត'],
  ['Sea Salt', 'អំបិលសមុទ្រ'],
  ['Condensed Milk', 'ទឹកដោះគោខាប់'],
  ['Drinking Water', 'ទឹកបរិសុទ្ធ'],
  ['Beer', 'ស្រាបៀរ'],
  ['Soap', 'សាប៊ូ'],
  ['Shampoo', 'សាប៊ូកក់សក់'],
  ['Toothpaste', 'ថ្នាំដុសធ្មេញ'],
  ['Cooking Oil', 'ប្រេងឆា'],
  ['Duck Eggs', 'ពងទា'],
  ['Bread', 'នំប៉័ង'],
  ['Pepper', 'ម្រេច'],
  ['Prahok', 'ប្រហុក'],
  ['Dried Fish', 'ត្រីងៀត'],
  ['Mango', 'ស្វាយ'],
  ['Banana Chips', 'ចេកចៀន'],
  ['Coconut Milk', 'ខ្ទិះដូង'],
  ['Orange Juice', 'ទឹកក្រូច'],
  ['Washing Powder', 'ម្សៅសាប៊ូ'],
  ['Vinegar', 'ទឹកខ្មេះ'],
  ['Garlic', 'ខ្ទឹមស'],
  ['Lemongrass', 'ស្លឹកគ្រៃ'],
]

/** Brand-like words, [English, Khmer]. */
export const PRODUCT_BRANDS: [string, string][] = [
  ['Angkor', 'អង្គរ'],
  ['Mekong', 'មេគង្គ'],
  ['Kampot', 'កំពត'],
  ['Tonle Sap', 'ទន្លេសាប'],
  ['Bayon', 'បាយ័ន'],
  ['Golden', 'មាស'],
  ['Lucky', 'សំណាង'],
  ['Royal', 'រាជ'],
]

/** Qualifiers, [English, Khmer]; Khmer puts them after the noun. */
export const PRODUCT_QUALIFIERS: [string, string][] = [
  ['Premium', 'ពិសេស'],
  ['Fresh', 'ស្រស់'],
  ['Organic', 'សរីរាង្គ'],
  ['Sweet', 'ផ្អែម'],
  ['Spicy', 'ហឹរ'],
  ['Family', 'គ្រួសារ'],
]

export const PRODUCT_SIZES = ['100g', '250g', '500g', '1kg', '5kg', '250ml', '500ml', '1L', '1.5L']

const pick = <T>(list: T[], n: number) => list[n % list.length] as T

/** A deterministic English and Khmer name for the n-th product, so data sets are reproducible. */
export function productName(n: number) {
  const [word, wordKh] = pick(PRODUCT_WORDS, n)
  const [brand, brandKh] = pick(PRODUCT_BRANDS, Math.floor(n / PRODUCT_WORDS.length))
  const [qualifier, qualifierKh] = pick(PRODUCT_QUALIFIERS, Math.floor(n / 7))
  const size = pick(PRODUCT_SIZES, Math.floor(n / 11))
  return {
    name_en: `${brand} ${qualifier} ${word} ${size}`,
    name_kh: `${wordKh}${qualifierKh} ${brandKh} ${size}`,
    short_name: `${word} ${size}`,
  }
}

/** A valid EAN-13 for the n-th product: Cambodia's GS1 prefix 884, then n, then the check digit. */
export function ean13(n: number, prefix = '884') {
  const body = `${prefix}${String(n).padStart(12 - prefix.length, '0')}`
  return `${body}${gs1CheckDigit(body)}`
}

type ProductOverrides = Partial<typeof products.$inferInsert>

/** Inserts a product with realistic names, a valid barcode and prices in both currencies. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const n = randomInt(1, 999_999_999)
  const priceUsd = 50 + (n % 2000)
  const [product] = await db
    .insert(products)
    .values({
      ...productName(n),
      sku: `SKU-${n.toString(36).toUpperCase()}`,
      barcode: ean13(n),
      price_usd: priceUsd,
      // 4,100 riel to the dollar, rounded to 100 riel as shop prices are.
      price_khr: Math.round((priceUsd * 41) / 100) * 100,
      ...overrides,
    })
    .returning()
  if (!product) throw new Error('product insert returned nothing')
  return product
}
