import { communes, districts, provinces, villages } from '../../db/schema/index.ts'
import { formatYesNo, parseYesNo } from '../../lib/csv-cells.ts'
import { type CsvColumn, csvColumns, type ResourceImporter } from '../resources/resource.csv.ts'
import { resolveAddresses } from './addresses.ts'

/**
 * Spreadsheets drop leading zeros ("01" becomes "1", "0102" becomes "102"); gazetteer codes have an even
 * number of digits, so an odd-length code gets its zero back.
 */
const restoreLeadingZero = (code: string) => (/^\d+$/.test(code) && code.length % 2 === 1 ? `0${code}` : code)

const place = (
  field: string,
  table: typeof provinces | typeof districts | typeof communes | typeof villages,
) => ({ field, lookup: { table, normalize: restoreLeadingZero } }) satisfies CsvColumn

type AddressColumn = 'address' | 'province' | 'district' | 'commune' | 'village'

/** One address's columns: `province`, `district`, `commune`, `village` hold NCDD codes ("12", "1201"...). */
const addressColumns = <P extends '' | 'shipping_'>(prefix: P) =>
  ({
    [`${prefix}address`]: { field: `${prefix}address` },
    [`${prefix}province`]: place(`${prefix}province_id`, provinces),
    [`${prefix}district`]: place(`${prefix}district_id`, districts),
    [`${prefix}commune`]: place(`${prefix}commune_id`, communes),
    [`${prefix}village`]: place(`${prefix}village_id`, villages),
  }) as Record<`${P}${AddressColumn}`, CsvColumn>

/**
 * Customer CSV columns, for export and import alike: name, phone, email, address, province, district,
 * commune, village, the same with `shipping_`, and status (yes/no; active/inactive is read too). The
 * village alone is enough: its parents are filled in. Customers have no code, so a row whose phone is
 * stored updates that customer; a row without a phone is always a new customer.
 */
export const customerImporter: ResourceImporter = {
  matchBy: 'phone',
  columns: csvColumns('customers', {
    name: { field: 'name' },
    phone: { field: 'phone' },
    email: { field: 'email' },
    ...addressColumns(''),
    ...addressColumns('shipping_'),
    status: { field: 'status', parse: parseYesNo, format: formatYesNo },
  }),
  aliases: { e_mail: 'email' },
  toValues: resolveAddresses,
}
