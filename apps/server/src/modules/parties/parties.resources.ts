import { customersResource, discountsResource, storesResource, suppliersResource } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { customers, discounts, stores, suppliers } from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { customerMoveIn } from '../move-in/move-in.ts'
import { defineServerResource, type Input } from '../resources/resource.ts'
import { resolveAddresses } from './addresses.ts'
import { customerImporter } from './customers.importer.ts'

/** Both addresses must follow the gazetteer's hierarchy; parents are filled in from the deepest place. */
export async function checkAddresses(tx: Db, input: Input): Promise<Input> {
  const [result] = await resolveAddresses(tx, [input])
  if (!result) throw new Error('address check returned nothing')
  if (result.errors) throw fieldErrors(result.errors)
  return result.values
}

export const partiesResources = [
  defineServerResource({ contract: storesResource, table: stores }),
  defineServerResource({ contract: discountsResource, table: discounts }),
  defineServerResource({
    contract: customersResource,
    table: customers,
    hooks: { toValues: checkAddresses },
    importer: customerImporter,
    moveIn: customerMoveIn,
  }),
  defineServerResource({
    contract: suppliersResource,
    table: suppliers,
    hooks: { toValues: checkAddresses },
  }),
]
