import { randomBytes } from 'node:crypto'
import type { Db } from '../client.ts'
import { customers, discounts, stores, suppliers } from '../schema/index.ts'

const tag = () => randomBytes(3).toString('hex').toUpperCase()

async function inserted<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error('insert returned nothing')
  return row
}

export const createStore = (db: Db, overrides: Partial<typeof stores.$inferInsert> = {}) => {
  const code = overrides.code ?? `ST-${tag()}`
  return inserted(
    db
      .insert(stores)
      .values({ name_en: `Store ${code}`, code, ...overrides })
      .returning(),
  )
}

/** A 10 % discount without end unless told otherwise. */
export const createDiscount = (db: Db, overrides: Partial<typeof discounts.$inferInsert> = {}) =>
  inserted(
    db
      .insert(discounts)
      .values({ name_en: `Discount ${tag()}`, type: 'percentage', value: 10, ...overrides })
      .returning(),
  )

/**
 * Inserted as given: the address hierarchy is the API's to check (parties.resources.ts), so pass ids that
 * belong together.
 */
export const createCustomer = (db: Db, overrides: Partial<typeof customers.$inferInsert> = {}) =>
  inserted(
    db
      .insert(customers)
      .values({ name: `Customer ${tag()}`, ...overrides })
      .returning(),
  )

export const createSupplier = (db: Db, overrides: Partial<typeof suppliers.$inferInsert> = {}) =>
  inserted(
    db
      .insert(suppliers)
      .values({ name: `Supplier ${tag()}`, ...overrides })
      .returning(),
  )
