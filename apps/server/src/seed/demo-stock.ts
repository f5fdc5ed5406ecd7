import type { AdjustmentReason, RoleName } from '@sms/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products } from '../db/schema/index.ts'
import type { Actor } from '../modules/auth/auth.service.ts'
import { EventBus } from '../modules/documents/events.ts'
import { createAdjustment } from '../modules/stock/stock-adjustments.service.ts'
import { SEEDED_ROLES } from './roles.ts'

export type DemoUser = { id: number; name: string; email: string }
type Line = { product_id: number; quantity: number; lot_number: string | null; expiry_date: string | null }
type Adjustment = { store_id: number; reason: AdjustmentReason; note: string; lines: Line[] }
const line = (product_id: number, quantity: number): Line => ({
  product_id,
  quantity,
  lot_number: null,
  expiry_date: null,
})

/** The demo's lot-tracked product: a drink with a short shelf life, in two lots. */
export const DEMO_LOT_PRODUCT = 'Lactasoy Soy Milk 250ml'
/** Sold out by a write-off, so "out of stock" has a product and a ledger to show. */
const DEMO_SOLD_OUT = '7UP 330ml Can'
/** Left near its threshold in the first store (low stock). */
const DEMO_LOW = ['Sprite 330ml Can', 'Milo 3in1 15 Sticks', 'Angkor Beer 24 Cans', 'Sticky Rice 1kg']
/** Waits for a manager: proposed by the stock keeper. */
const DEMO_PENDING = 'Coca-Cola 330ml Can'

/** Products whose demo state (sold out, low, waiting, in lots) other demo data must leave as it is. */
export const DEMO_STOCK_SHOWCASES = [DEMO_LOT_PRODUCT, DEMO_SOLD_OUT, DEMO_PENDING, ...DEMO_LOW]

/** A demo user acting through the real services, with the seeded rights of their role. */
export function actorOf(user: DemoUser, role: RoleName): Actor {
  return {
    id: user.id,
    sessionId: 'demo-seed',
    user: { id: user.id, name: user.name, email: user.email, media: [] },
    roles: [role],
    permissions: new Set(SEEDED_ROLES[role].permissions),
  }
}

/** A calendar day `days` from today (negative: in the past), as `YYYY-MM-DD`. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Opening stock in both stores as posted `initial` adjustments, through the same service the API uses, so the
 * ledger holds: a lot-tracked product in two lots (one expiring within 30 days, one expired), a few products
 * at or below their low-stock threshold, one sold out by a write-off, and one adjustment waiting for approval.
 */
export async function seedDemoStock(
  db: Db,
  { storeIds, manager, keeper }: { storeIds: number[]; manager: DemoUser; keeper: DemoUser },
) {
  const [main, second] = storeIds
  if (main === undefined || second === undefined) throw new Error('the demo stock needs two stores')
  await db.update(products).set({ is_lot_tracked: true }).where(eq(products.name_en, DEMO_LOT_PRODUCT))
  const catalogue = await db
    .select({
      id: products.id,
      name_en: products.name_en,
      threshold: products.low_stock_threshold,
      lots: products.is_lot_tracked,
    })
    .from(products)
    .orderBy(asc(products.id))
  const idOf = (name: string) => {
    const found = catalogue.find((product) => product.name_en === name)
    if (!found) throw new Error(`demo stock names an unknown product: ${name}`)
    return found.id
  }

  const options = { events: new EventBus(), idempotency: null }
  const asManager = actorOf(manager, 'manager')
  const adjust = (actor: Actor, input: Adjustment) => createAdjustment(db, actor, input, options)

  const opening = (store: 'main' | 'second'): Line[] =>
    catalogue.flatMap((product, i) => {
      if (store === 'second' && i % 2 === 1) return []
      if (product.lots) {
        const lots: Line[] = [
          { product_id: product.id, quantity: 24, lot_number: 'LS-2407-A', expiry_date: day(20) },
        ]
        if (store === 'main') {
          lots.push({ product_id: product.id, quantity: 6, lot_number: 'LS-2405-B', expiry_date: day(-5) })
        }
        return lots
      }
      const quantity = DEMO_LOW.includes(product.name_en)
        ? store === 'main'
          ? product.threshold
          : product.threshold + 1
        : store === 'main'
          ? 12 + ((i * 7) % 40)
          : 6 + ((i * 5) % 25)
      return [line(product.id, quantity)]
    })

  await adjust(asManager, {
    store_id: main,
    reason: 'initial',
    note: 'Opening stock',
    lines: opening('main'),
  })
  await adjust(asManager, {
    store_id: second,
    reason: 'initial',
    note: 'Opening stock',
    lines: opening('second'),
  })
  const soldOut = idOf(DEMO_SOLD_OUT)
  const [level] = opening('main').filter((line) => line.product_id === soldOut)
  await adjust(asManager, {
    store_id: main,
    reason: 'damaged',
    note: 'Crushed pallet',
    lines: [line(soldOut, -(level?.quantity ?? 0))],
  })
  await adjust(actorOf(keeper, 'stock_keeper'), {
    store_id: main,
    reason: 'damaged',
    note: 'Two cans dented in delivery',
    lines: [line(idOf(DEMO_PENDING), -2)],
  })
}
