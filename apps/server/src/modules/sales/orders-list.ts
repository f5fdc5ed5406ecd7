import { type OrderSummary, ordersResource } from '@sms/contract'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'
import type { ListRequest } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { listInStores } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type OrderRow, presentHeader } from './order-reads.ts'

/**
 * A receipt number names one sale whatever its case: `r-2026-000025` finds `R-2026-000025` (issue 23.6), as a
 * cashier types it from a crumpled receipt. Numbers are made in upper case, so the value is upper-cased
 * rather than the column lowered: the number's unique index still finds the row.
 */
function withNumberUpperCased(request: ListRequest): ListRequest {
  const query = { ...request.query }
  for (const key of ['filter[number][equals]', 'filter[number][notEquals]']) {
    if (typeof query[key] === 'string') query[key] = query[key].toUpperCase()
  }
  return { ...request, query }
}

/** Orders of the stores the actor works in, in the list convention, without lines (open one to see them). */
export async function listOrders(db: Db, actor: Actor, request: ListRequest, scope?: SQL) {
  const page = await listInStores(db, actor, {
    source: orders,
    contract: ordersResource,
    request: withNumberUpperCased(request),
    present: (rows) => rows.map((row) => presentHeader(row as OrderRow)),
    where: scope,
  })
  const named = await withUserNames(db, page.data, ['cashier_id'])
  const data: OrderSummary[] = named.map(({ cashier_id_name, ...row }) => ({
    ...row,
    cashier_name: cashier_id_name,
  }))
  return { ...page, data }
}
