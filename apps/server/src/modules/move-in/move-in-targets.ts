import type { MoveInStoreTarget } from '@sms/contract'
import { isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { categories, stores, units } from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { storesOf } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'

export type StoreMapping = { name: string; target: MoveInStoreTarget; matched: boolean }

/** Names compared as a person reading them would: case, spacing and invisible word breaks aside. */
export const sameName = (a: string | null | undefined, b: string) => !!a && fold(a) === fold(b)
const fold = (text: string) =>
  text
    .replace(/[\u200b\u200c\ufeff]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')

/**
 * Where each of their stores goes. Asked for: one of ours the importer works in, `new` (needs
 * `stores.create`) or `skip`. Not asked: the store of the same name (English, Khmer or code); with one store
 * on each side, that one; else a new store when the importer may create one, else nothing.
 */
export async function mapStores(
  db: Db,
  actor: Actor,
  names: string[],
  requested: Record<string, MoveInStoreTarget>,
): Promise<StoreMapping[]> {
  const allowed = await storesOf(db, actor)
  const ours = (
    await db
      .select({ id: stores.id, name_en: stores.name_en, name_kh: stores.name_kh, code: stores.code })
      .from(stores)
      .where(isNull(stores.deleted_at))
  ).filter((store) => allowed === 'all' || allowed.includes(store.id))
  const mayCreate = actor.permissions.has('stores.create')
  return names.map((name) => {
    const asked = requested[name]
    if (typeof asked === 'number') {
      if (!ours.some((store) => store.id === asked)) throw fieldErrors({ stores: ['not_found'] })
      return { name, target: asked, matched: false }
    }
    if (asked === 'new' && !mayCreate) {
      throw new AppError('FORBIDDEN', 'Creating a store needs stores.create.', {
        permission: 'stores.create',
      })
    }
    if (asked) return { name, target: asked, matched: false }
    const same = ours.find((s) => [s.name_en, s.name_kh, s.code].some((value) => sameName(value, name)))
    if (same) return { name, target: same.id, matched: true }
    const [only] = ours
    if (names.length === 1 && ours.length === 1 && only) return { name, target: only.id, matched: true }
    return { name, target: mayCreate ? 'new' : 'skip', matched: false }
  })
}

/** Their category names -> our category of the same name, or null for one to create. */
export async function mapCategories(db: Db, names: string[]) {
  const ours = await db
    .select({
      id: categories.id,
      name_en: categories.name_en,
      name_kh: categories.name_kh,
      code: categories.code,
    })
    .from(categories)
    .where(isNull(categories.deleted_at))
  return new Map(
    names.map((name) => [
      name,
      ours.find((c) => [c.name_en, c.name_kh, c.code].some((value) => sameName(value, name)))?.id ?? null,
    ]),
  )
}

/** The units a file names, as codes, with their names; PCS for what is counted, KG for what is weighed. */
export const KNOWN_UNITS: Record<
  string,
  { name_en: string; name_kh: string; divisible: boolean; aliases: string[] }
> = {
  PCS: {
    name_en: 'Piece',
    name_kh: 'ដុំ',
    divisible: false,
    aliases: ['pc', 'piece', 'pieces', 'unit', 'units', 'each', 'ea'],
  },
  KG: { name_en: 'Kilogram', name_kh: 'គីឡូក្រាម', divisible: true, aliases: ['kgs', 'kilogram', 'kilograms'] },
  G: { name_en: 'Gram', name_kh: 'ក្រាម', divisible: true, aliases: ['gram', 'grams'] },
  L: { name_en: 'Litre', name_kh: 'លីត្រ', divisible: true, aliases: ['liter', 'litre', 'liters', 'litres'] },
}

/** "Units" -> PCS, "kg" -> KG, anything else by its own text. */
export function unitCodeOf(text: string): string {
  const word = text.trim().toLowerCase()
  if (word === '') return 'PCS'
  for (const [code, unit] of Object.entries(KNOWN_UNITS)) {
    if (code.toLowerCase() === word || unit.aliases.includes(word)) return code
  }
  return text.trim().toUpperCase().slice(0, 32)
}

/** Unit codes -> our unit with that code or name (or a known alias), or null for one to create. */
export async function mapUnits(db: Db, codes: string[]) {
  const ours = await db
    .select({ id: units.id, name_en: units.name_en, code: units.code })
    .from(units)
    .where(isNull(units.deleted_at))
  return new Map(
    codes.map((code) => {
      const words = [code, ...(KNOWN_UNITS[code]?.aliases ?? [])]
      const found = ours.find((u) =>
        words.some((word) => sameName(u.code, word) || sameName(u.name_en, word)),
      )
      return [code, found?.id ?? null]
    }),
  )
}
