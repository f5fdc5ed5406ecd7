import type { AddressText, ShippingAddress } from '@sms/contract'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { communes, districts, provinces, villages } from '../../db/schema/index.ts'

/** From the smallest place to the largest, the order a Cambodian address is written in. */
const LEVELS = [
  { field: 'village_id', table: villages },
  { field: 'commune_id', table: communes },
  { field: 'district_id', table: districts },
  { field: 'province_id', table: provinces },
] as const

type Place = { name_en: string; name_kh: string | null; unit_en: string | null; unit_kh: string | null }

/**
 * Addresses in words, in English and in Khmer (decision 0006): the free line as typed (house, street), then
 * village, commune, district and province, each with its unit as the gazetteer names it ("Ou Thum Village",
 * "ភូមិអូរធំ"). One query per level for any number of addresses; null for an empty address.
 */
export async function addressTexts(
  db: Db,
  addresses: (ShippingAddress | null)[],
): Promise<(AddressText | null)[]> {
  const places = await Promise.all(
    LEVELS.map(async ({ field, table }) => {
      const ids = [...new Set(addresses.flatMap((a) => (a?.[field] ? [a[field]] : [])))]
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({
                id: table.id,
                name_en: table.name_en,
                name_kh: table.name_kh,
                unit_en: table.unit_en,
                unit_kh: table.unit_kh,
              })
              .from(table)
              .where(inArray(table.id, ids))
      return new Map<number, Place>(rows.map((row) => [row.id, row]))
    }),
  )
  return addresses.map((address) => {
    if (!address) return null
    const line = address.address?.trim() || null
    const named = LEVELS.flatMap(({ field }, i) => {
      const id = address[field]
      const place = id ? places[i]?.get(id) : undefined
      return place ? [place] : []
    })
    if (!line && named.length === 0) return null
    const en = named.map((p) => [p.name_en, p.unit_en].filter(Boolean).join(' '))
    // Khmer writes the unit before the name without a space ("ឃុំបន្ទាយនាង"), the parts apart with spaces;
    // some names carry their unit already ("ភូមិ១").
    const kh = named.map((p) => {
      const name = p.name_kh || p.name_en
      return p.unit_kh && !name.startsWith(p.unit_kh) ? `${p.unit_kh}${name}` : name
    })
    return {
      en: [line, ...en].filter(Boolean).join(', '),
      kh: [line, ...kh].filter(Boolean).join(' '),
    }
  })
}

/** One address in words (see addressTexts). */
export async function addressText(db: Db, address: ShippingAddress | null): Promise<AddressText | null> {
  const [text] = await addressTexts(db, [address])
  return text ?? null
}

const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/** One address of a customer or supplier row (or a request) under its prefix: `shipping_province_id`, ... */
export function readAddress(
  row: Readonly<Record<string, unknown>>,
  prefix: '' | 'shipping_',
): ShippingAddress {
  const line = row[`${prefix}address`]
  return {
    address: typeof line === 'string' && line.trim() ? line : null,
    province_id: idOrNull(row[`${prefix}province_id`]),
    district_id: idOrNull(row[`${prefix}district_id`]),
    commune_id: idOrNull(row[`${prefix}commune_id`]),
    village_id: idOrNull(row[`${prefix}village_id`]),
  }
}
