import { randomBytes } from 'node:crypto'
import type { Db } from '../client.ts'
import { brands, categories, subCategories, units } from '../schema/index.ts'

const tag = () => randomBytes(3).toString('hex').toUpperCase()

type Named = { name_en?: string; name_kh?: string | null; code?: string; status?: boolean }

const named = (kind: string, overrides: Named) => {
  const code = overrides.code ?? `${kind}-${tag()}`
  return { name_en: `${kind} ${code}`, code, ...overrides }
}

async function inserted<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error('insert returned nothing')
  return row
}

/** Brands, categories, sub-categories and units with unique codes, for tests and the demo seed. */
export const createBrand = (db: Db, overrides: Named = {}) =>
  inserted(db.insert(brands).values(named('BR', overrides)).returning())

export const createCategory = (db: Db, overrides: Named = {}) =>
  inserted(db.insert(categories).values(named('CAT', overrides)).returning())

/** A sub-category of the given category (one is created when none is given). */
export async function createSubCategory(db: Db, overrides: Named & { category_id?: number } = {}) {
  const category_id = overrides.category_id ?? (await createCategory(db)).id
  return inserted(
    db
      .insert(subCategories)
      .values({ ...named('SUB', overrides), category_id })
      .returning(),
  )
}

/** A countable unit unless `divisible` (a measure, sold in parts). */
export const createUnit = (
  db: Db,
  { divisible = false, ...overrides }: Named & { divisible?: boolean } = {},
) =>
  inserted(
    db
      .insert(units)
      .values({ ...named('UNIT', overrides), divisible })
      .returning(),
  )
