import { ADDRESS_LEVELS } from '@sms/contract'

/** The levels of the Cambodian hierarchy, each narrowing the next: province → district → commune → village. */
export type AddressLevel = (typeof ADDRESS_LEVELS)[number]
export type AddressPrefix = '' | 'shipping_'

/** One address as the picker edits it: the free line plus one id per level (null when not chosen). */
export type AddressValue = { address: string | null } & Record<AddressLevel, number | null>

/** The same address under the form's field names: `province_id`, or `shipping_province_id` with a prefix. */
export type PrefixedAddress<P extends AddressPrefix> = {
  [K in keyof AddressValue as `${P}${K & string}`]: AddressValue[K]
}

export const EMPTY_ADDRESS: AddressValue = {
  address: null,
  province_id: null,
  district_id: null,
  commune_id: null,
  village_id: null,
}

/** The form field names of one address, the free line first. */
export function addressFieldNames<P extends AddressPrefix>(prefix: P) {
  return [
    `${prefix}address`,
    `${prefix}province_id`,
    `${prefix}district_id`,
    `${prefix}commune_id`,
    `${prefix}village_id`,
  ] as const
}

const idOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null)

/** Reads one address out of a record or form values that hold it under prefixed names. */
export function readAddress(values: Readonly<Record<string, unknown>>, prefix: AddressPrefix): AddressValue {
  const line = values[`${prefix}address`]
  return {
    address: typeof line === 'string' ? line : null,
    province_id: idOrNull(values[`${prefix}province_id`]),
    district_id: idOrNull(values[`${prefix}district_id`]),
    commune_id: idOrNull(values[`${prefix}commune_id`]),
    village_id: idOrNull(values[`${prefix}village_id`]),
  }
}

/** The address under prefixed field names, ready to merge into form values or a request body. */
export function prefixAddress<P extends AddressPrefix>(value: AddressValue, prefix: P): PrefixedAddress<P> {
  return Object.fromEntries(
    Object.entries(value).map(([part, v]) => [`${prefix}${part}`, v]),
  ) as PrefixedAddress<P>
}

/** The level whose choices depend on `level`, or null for the village. */
export function childLevel(level: AddressLevel): AddressLevel | null {
  return ADDRESS_LEVELS[ADDRESS_LEVELS.indexOf(level) + 1] ?? null
}

/** The level that narrows `level`, or null for the province. */
export function parentLevel(level: AddressLevel): AddressLevel | null {
  return ADDRESS_LEVELS[ADDRESS_LEVELS.indexOf(level) - 1] ?? null
}

/**
 * Chooses a place at one level. Choosing another parent (or clearing it) empties every level below, since
 * a district of the old province cannot belong to the new one; choosing the same place again keeps them.
 */
export function choosePlace(value: AddressValue, level: AddressLevel, id: number | null): AddressValue {
  if (value[level] === id) return value
  const next = { ...value, [level]: id }
  for (let below = childLevel(level); below; below = childLevel(below)) next[below] = null
  return next
}

const isEmptyAddress = (value: AddressValue) =>
  Object.values(value).every((part) => part === null || part === '')

/** Where a customer's goods go: their shipping address when they have one, else their own address. */
export function deliveryAddressOf(record: Readonly<Record<string, unknown>>): AddressValue {
  const shipping = readAddress(record, 'shipping_')
  return isEmptyAddress(shipping) ? readAddress(record, '') : shipping
}

/** True when a form's address is empty or still the one filled in for it, so filling it again loses nothing typed. */
export function isUntouched(value: AddressValue, filled: AddressValue): boolean {
  return (
    isEmptyAddress(value) ||
    (Object.keys(value) as (keyof AddressValue)[]).every((k) => value[k] === filled[k])
  )
}
