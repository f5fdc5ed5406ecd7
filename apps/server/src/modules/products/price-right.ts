import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { Input } from '../resources/resource.ts'

/** The selling prices: changing either needs `products.price` (decision 0025); describing a product does not. */
const PRICE_FIELDS = ['price_usd', 'price_khr'] as const

const mayPrice = (actor: Actor) => may(actor, 'products.price')

/** The price fields `input` would change on a stored product (`stored` as read), by value. */
function changedPrices(stored: Input, input: Input): string[] {
  return PRICE_FIELDS.filter(
    (field) => input[field] !== undefined && Number(input[field]) !== Number(stored[field]),
  )
}

/**
 * The products form's check: a changed selling price without `products.price` is a 403 naming the fields. A
 * new product takes its first prices from whoever may create it (nothing has sold at them yet).
 */
export function assertMayChangePrices(_tx: Db, input: Input, stored: Input | undefined, actor: Actor) {
  if (!stored || mayPrice(actor)) return
  const changed = changedPrices(stored, input)
  if (changed.length === 0) return
  throw new AppError(
    'FORBIDDEN',
    'Changing a selling price needs the products.price permission.',
    { permission: 'products.price' },
    Object.fromEntries(changed.map((field) => [field, ['price_right_required']])),
  )
}

/**
 * The import's check, for rows that update a stored product (matched by SKU): without `products.price` a row
 * that changes a price is an error in the preview, like any other, and nothing of it is written.
 */
export function priceRightErrors(
  actor: Actor,
  inputs: Input[],
  storedBySku: Map<string, Input>,
): (Record<string, string[]> | null)[] {
  return inputs.map((input) => {
    const stored = storedBySku.get(String(input.sku))
    if (!stored || mayPrice(actor)) return null
    const changed = changedPrices(stored, input)
    return changed.length === 0 ? null : Object.fromEntries(changed.map((f) => [f, ['price_right_required']]))
  })
}
