import { and, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brands, categories, products, subCategories, units } from '../../db/schema/index.ts'
import {
  CellError,
  formatCents,
  formatYesNo,
  parseDollarsToCents,
  parseWholeNumber,
  parseYesNo,
} from '../../lib/csv-cells.ts'
import { may } from '../access/may.ts'
import type { Actor } from '../auth/auth.service.ts'
import { priceRightErrors } from '../products/price-right.ts'
import {
  type CsvColumn,
  csvColumns,
  type ImportRowResult,
  type ResourceImporter,
} from '../resources/resource.csv.ts'
import type { Input } from '../resources/resource.ts'

/** A spreadsheet shows a long barcode as 8.85E+12 and saves it so; the digits are lost, so say why. */
function parseBarcode(text: string): string {
  if (/^\d+(\.\d+)?e\+\d+$/i.test(text)) throw new CellError('scientific_notation')
  return text
}

/**
 * The same rule as the products form (a sub-category belongs to the product's category), checked for a
 * whole file with one query.
 */
async function checkSubCategories(db: Db, inputs: Input[]): Promise<ImportRowResult[]> {
  const ids = [...new Set(inputs.map((i) => i.sub_category_id).filter((id) => typeof id === 'number'))]
  const categoryOf = new Map<number, number>()
  if (ids.length > 0) {
    const rows = await db
      .select({ id: subCategories.id, category_id: subCategories.category_id })
      .from(subCategories)
      .where(inArray(subCategories.id, ids))
    for (const row of rows) categoryOf.set(row.id, row.category_id)
  }
  return inputs.map((values) => {
    const subCategoryId = values.sub_category_id
    if (typeof subCategoryId !== 'number' || categoryOf.get(subCategoryId) === values.category_id) {
      return { values }
    }
    return { errors: { sub_category_id: ['category_mismatch'] } }
  })
}

/** The stored prices of the products the rows update (by SKU), for the price right. */
async function storedPrices(db: Db, inputs: Input[]): Promise<Map<string, Input>> {
  const skus = [...new Set(inputs.map((i) => i.sku).filter((sku) => typeof sku === 'string'))]
  const stored = new Map<string, Input>()
  for (let start = 0; start < skus.length; start += 5000) {
    const rows = await db
      .select({ sku: products.sku, price_usd: products.price_usd, price_khr: products.price_khr })
      .from(products)
      .where(and(inArray(products.sku, skus.slice(start, start + 5000)), isNull(products.deleted_at)))
    for (const row of rows) stored.set(row.sku, row)
  }
  return stored
}

/** Both checks of a file: sub-categories, and price changes by someone without `products.price`. */
async function checkRows(db: Db, inputs: Input[], actor: Actor): Promise<ImportRowResult[]> {
  const checked = await checkSubCategories(db, inputs)
  if (may(actor, 'products.price')) return checked
  const priceErrors = priceRightErrors(actor, inputs, await storedPrices(db, inputs))
  return checked.map((result, i) => {
    const errors = { ...result.errors, ...priceErrors[i] }
    return Object.keys(errors).length > 0 ? { errors } : result
  })
}

const dollars = { parse: parseDollarsToCents, format: formatCents } satisfies Partial<CsvColumn>
const yesNo = { parse: parseYesNo, format: formatYesNo } satisfies Partial<CsvColumn>

/**
 * Product CSV columns, for export and import alike. Prices in US dollars ("1.50", stored as 150 cents),
 * riel as whole numbers ("4,100" is read too); brand, unit, category and sub_category by their codes;
 * taxable and status as yes/no; the expiry date as ISO (2026-12-31). A row whose SKU is stored updates
 * that product; changing its prices needs `products.price`.
 */
export const productImporter: ResourceImporter = {
  matchBy: 'sku',
  columns: csvColumns('products', {
    name_en: { field: 'name_en' },
    name_kh: { field: 'name_kh' },
    short_name: { field: 'short_name' },
    sku: { field: 'sku' },
    barcode: { field: 'barcode', parse: parseBarcode },
    brand: { field: 'brand_id', lookup: { table: brands } },
    unit: { field: 'unit_id', lookup: { table: units } },
    category: { field: 'category_id', lookup: { table: categories } },
    sub_category: { field: 'sub_category_id', lookup: { table: subCategories } },
    price_usd: { field: 'price_usd', ...dollars },
    price_khr: { field: 'price_khr', parse: parseWholeNumber },
    cost_usd: { field: 'cost_usd', ...dollars },
    taxable: { field: 'taxable', ...yesNo },
    expiry_date: { field: 'expiry_date' },
    low_stock_threshold: { field: 'low_stock_threshold', parse: parseWholeNumber },
    status: { field: 'status', ...yesNo },
  }),
  toValues: checkRows,
}
