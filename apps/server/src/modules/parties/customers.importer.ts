import { communes, districts, provinces, villages } from '../../db/schema/index.ts'
import { parseYesNo } from '../../lib/csv-cells.ts'
import type { ImportColumn, ResourceImporter } from '../resources/resource.import.ts'
import { resolveAddresses } from './addresses.ts'

/**
 * Spreadsheets drop leading zeros ("01" becomes "1", "0102" becomes "102"); gazetteer codes have an even
 * number of digits, so an odd-length code gets its zero back.
 */
const restoreLeadingZero = (code: string) => (/^\d+$/.test(code) && code.length % 2 === 1 ? `0${code}` : code)

const place = (
  field: string,
  table: typeof provinces | typeof districts | typeof communes | typeof villages,
) => ({ field, lookup: { table, normalize: restoreLeadingZero } }) satisfies ImportColumn

/** One address's columns: `province`, `district`, `commune`, `village` hold NCDD codes ("12", "1201"...). */
const addressColumns = (prefix: '' | 'shipping_') => ({
  [`${prefix}address`]: { field: `${prefix}address` },
  [`${prefix}province`]: place(`${prefix}province_id`, provinces),
  [`${prefix}district`]: place(`${prefix}district_id`, districts),
  [`${prefix}commune`]: place(`${prefix}commune_id`, communes),
  [`${prefix}village`]: place(`${prefix}village_id`, villages),
})

/**
 * Customer CSV columns: name, phone, email, address, province, district, commune, village, the same with
 * `shipping_`, and status (active/inactive, yes/no). The village alone is enough: its parents are filled in.
 */
export const customerImporter: ResourceImporter = {
  columns: {
    name: { field: 'name' },
    phone: { field: 'phone' },
    email: { field: 'email' },
    e_mail: { field: 'email' },
    ...addressColumns(''),
    ...addressColumns('shipping_'),
    status: { field: 'status', parse: parseYesNo },
  },
  toValues: resolveAddresses,
}
