import { ADDRESS_LEVELS, type ShippingAddress } from '@sms/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customers } from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { readAddress } from '../parties/address-text.ts'
import { resolveAddresses } from '../parties/addresses.ts'

const FIELD = 'shipping_address'

/**
 * Where an open order goes. Given, the address is completed and checked like a customer's (decision 0006:
 * the deepest place fills in its parents, a parent that disagrees is `mismatch` on the child, an unknown id
 * `not_found`, under `shipping_address.<part>`). Left out, the order goes to its customer: their shipping
 * address, else their address. `null` (or an empty address) means no delivery address.
 */
export async function orderShippingAddress(
  tx: Db,
  given: ShippingAddress | null | undefined,
  customerId: number | null | undefined,
): Promise<ShippingAddress | null> {
  if (given === undefined) return customerId ? customerAddress(tx, customerId) : null
  if (given === null || isEmpty(given)) return null
  const [result] = await resolveAddresses(tx, [given])
  if (result?.errors) {
    throw fieldErrors(
      Object.fromEntries(Object.entries(result.errors).map(([field, codes]) => [`${FIELD}.${field}`, codes])),
    )
  }
  return readAddress(result?.values ?? given, '')
}

/** The customer's shipping address when they have one, else their own address (null for neither). */
async function customerAddress(tx: Db, customerId: number): Promise<ShippingAddress | null> {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deleted_at)))
  if (!customer) return null
  const shipping = readAddress(customer, 'shipping_')
  if (!isEmpty(shipping)) return shipping
  const own = readAddress(customer, '')
  return isEmpty(own) ? null : own
}

const isEmpty = (address: ShippingAddress) =>
  !address.address?.trim() && ADDRESS_LEVELS.every((level) => address[level] === null)
