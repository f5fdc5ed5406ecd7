import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { customers, orderLines, orders, products, stockLevels } from '../db/schema/index.ts'
import { createLoginLimiter } from '../modules/auth/login-limiter.ts'
import { EventBus } from '../modules/documents/events.ts'
import { issueInvoice } from '../modules/orders/invoices.service.ts'
import { approveOrder, createOpenOrder } from '../modules/orders/open-orders.service.ts'
import { addPayment } from '../modules/orders/payments.service.ts'
import { createReturn } from '../modules/orders/returns.service.ts'
import { cancelOrder, transitionOrder } from '../modules/orders/transitions.service.ts'
import { actorOf, DEMO_STOCK_SHOWCASES, type DemoUser } from './demo-stock.ts'

/** The demo company that asks for tax invoices (the first demo customer): a VATTIN of its own, not the shop's. */
const VAT_NUMBER = 'K002-106789012'

/**
 * The back office of the demo shop, through the real services: phone and delivery orders in different stages
 * (one waiting for review, one being prepared and partly paid, one delivered, paid and invoiced, one
 * cancelled), and a return of a till sale with its credit note. Runs after the till sales.
 */
export async function seedDemoOrders(db: Db, storeId: number, manager: DemoUser) {
  const actor = actorOf(manager, 'manager')
  const options = { events: new EventBus(), idempotency: null }
  const [company, person] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(isNull(customers.deleted_at))
    .orderBy(asc(customers.id))
    .limit(2)
  if (!company || !person) throw new Error('the demo orders need two customers')
  await db.update(customers).set({ vat_number: VAT_NUMBER }).where(eq(customers.id, company.id))
  const stocked = await db
    .select({ id: products.id, name_en: products.name_en })
    .from(products)
    .innerJoin(stockLevels, eq(stockLevels.product_id, products.id))
    .where(
      and(
        eq(stockLevels.store_id, storeId),
        notInArray(products.name_en, DEMO_STOCK_SHOWCASES),
        sql`${stockLevels.on_hand} >= 20`,
      ),
    )
    .orderBy(asc(products.id))
  const pick = (i: number) => stocked[(i * 7) % stocked.length]?.id as number
  // The invoiced order sells beer too, so the demo's A4 invoice and its UBL show Specific Tax and PLT.
  const beer = stocked.find((p) => p.name_en === 'Angkor Beer 330ml Can')?.id
  const open = async (customerId: number, i: number, extra?: number) =>
    (
      await createOpenOrder(
        db,
        actor,
        {
          store_id: storeId,
          customer_id: customerId,
          lines: [
            { product_id: pick(i), quantity: 1 },
            { product_id: pick(i + 1), quantity: 2 },
            ...(extra ? [{ product_id: extra, quantity: 6 }] : []),
          ].filter((line, k, all) => all.findIndex((o) => o.product_id === line.product_id) === k),
          shipping_address: {
            address: 'No. 12, Street 271',
            province_id: null,
            district_id: null,
            commune_id: null,
            village_id: null,
          },
          delivery_note: 'Call before delivery.',
          note: null,
        },
        options,
      )
    ).data
  const move = async (id: number, stages: Parameters<typeof transitionOrder>[3]['to'][]) => {
    for (const to of stages) await transitionOrder(db, actor, id, { to }, options)
  }

  // 1. A phone order waiting in the review list.
  await open(person.id, 1)
  // 2. Approved, being prepared, half paid by bank transfer.
  const preparing = await open(person.id, 2)
  await approveOrder(db, actor, preparing.id, options)
  await move(preparing.id, ['preparing_done', 'ready_for_delivery'])
  await addPayment(
    db,
    actor,
    preparing.id,
    { method: 'bank', currency: 'USD', amount: Math.floor(preparing.total_usd / 2), reference: 'ABA 0042' },
    options,
  )
  // 3. Delivered, paid, completed and invoiced to the VAT-registered company.
  const delivered = await open(company.id, 3, beer)
  await approveOrder(db, actor, delivered.id, options)
  await move(delivered.id, ['preparing_done', 'ready_for_delivery', 'shipping', 'shipped'])
  await addPayment(
    db,
    actor,
    delivered.id,
    { method: 'bank', currency: 'USD', amount: delivered.total_usd, reference: 'ABA 0043' },
    options,
  )
  await move(delivered.id, ['order_completed'])
  await issueInvoice(db, actor, delivered.id, 'tax', options)
  // 4. Cancelled before it left: the stock went back.
  const cancelled = await open(person.id, 4)
  await approveOrder(db, actor, cancelled.id, options)
  await cancelOrder(db, actor, cancelled.id, { reason: 'The customer ordered twice.' }, options)

  // A walk-in asks for an invoice for a till sale: a commercial invoice, whose buyer the UBL names as walk-in.
  const [walkIn] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.source, 'pos'), isNull(orders.customer_id)))
    .orderBy(desc(orders.id))
    .limit(1)
  if (walkIn) await issueInvoice(db, actor, walkIn.id, 'commercial', options)

  // A return of one line of the first till sale, refunded in dollars cash, with its credit note.
  const [line] = await db
    .select({
      order_id: orderLines.order_id,
      id: orderLines.id,
      quantity: orderLines.quantity,
      amount: orderLines.amount_usd,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(eq(orders.source, 'pos'))
    .orderBy(asc(orderLines.id))
    .limit(1)
  if (!line) return
  const limiter = createLoginLimiter({ maxFailures: 10, windowMinutes: 15 })
  try {
    await createReturn(
      db,
      actor,
      line.order_id,
      {
        lines: [{ order_line_id: line.id, quantity: line.quantity }],
        refund: [{ method: 'cash', currency: 'USD', amount: line.amount }],
        reason: 'Damaged packaging.',
        approval: null,
      },
      { ...options, approvals: { limiter, ip: '127.0.0.1' } },
    )
  } finally {
    await limiter.close()
  }
}
