import { type CheckoutRequest, centsToRiel, type Order, type TenderInput } from '@sms/contract'
import { customers } from '../../db/schema/index.ts'
import { addDays, type createReportsTestApp, shopTime } from './reports-test-kit.ts'

/**
 * The right-to-the-riel test's history (issue 12): `days` of sales from `START` through the real checkout in three
 * stores, at three rates, with line and order discounts, taxable and exempt lines, cash in both currencies, card
 * and credit; then returns and a cancellation through the back office's own routes.
 */
export async function ringUpHistory(
  t: Awaited<ReturnType<typeof createReportsTestApp>>,
  START: string,
  DAYS: number,
) {
  const token = t.admin.token
  const stores: { id: number }[] = []
  const sold: Order[] = []
  const products: { id: number; price_usd: number }[] = []
  const priceOf = (id: number) => products.find((p) => p.id === id)?.price_usd ?? 0
  const usd = (amount: number): TenderInput => ({ method: 'cash', currency: 'USD', amount })
  let customerId = 0
  for (let i = 0; i < 3; i++) stores.push(await t.createStore())
  const [customer] = await t.db.insert(customers).values({ name: 'សុខ ចាន់ថា', phone: '012345678' }).returning()
  customerId = customer?.id ?? 0
  const defs = [
    {
      price_usd: 250,
      cost_usd: 150,
      taxable: true,
      category_id: t.food.id,
      brand_id: t.angkor.id,
      name_kh: 'អង្ករ',
    },
    {
      price_usd: 120,
      cost_usd: 80,
      taxable: false,
      category_id: t.food.id,
      brand_id: t.kampot.id,
      name_kh: 'ម្រេច',
    },
    {
      price_usd: 75,
      cost_usd: 40,
      taxable: true,
      category_id: t.drink.id,
      brand_id: t.angkor.id,
      name_kh: 'ទឹក',
    },
    {
      price_usd: 300,
      cost_usd: 200,
      taxable: false,
      category_id: t.drink.id,
      brand_id: null,
      name_kh: 'កាហ្វេ',
    },
  ]
  for (const def of defs) products.push(await t.createProduct(def))
  for (const store of stores) for (const product of products) await t.stockUp(store.id, product.id, 10_000)
  const sellers = [] as Awaited<ReturnType<typeof t.cashierAt>>[]
  for (const store of stores) sellers.push(await t.cashierAt(store.id, ['manager']))
  sellers.push(await t.cashierAt((stores[0] as { id: number }).id, ['manager']))
  const lineDiscount = await t.createDiscount({ type: 'percentage', value: 10 })
  const orderDiscount = await t.createDiscount({ type: 'fixed', value: 37, name_kh: 'បញ្ចុះ' })
  const rates = [4100, 4050.5, 4123]
  let n = 0
  for (let d = 0; d < DAYS; d++) {
    if (d % 7 === 0) await t.setRate(rates[d / 7] as number)
    const day = addDays(START, d)
    for (const [s, seller] of sellers.entries()) {
      for (let k = 0; k < 2; k++) {
        n++
        const p = (i: number) => (products[(n + i) % products.length] as { id: number }).id
        const basket = (extra: Partial<CheckoutRequest>, tenders: TenderInput[]): CheckoutRequest => ({
          store_id: seller.shift.store_id,
          lines: [
            { product_id: p(0), quantity: 1 + (n % 3), discount_id: n % 4 === 0 ? lineDiscount.id : null },
            { product_id: p(1), quantity: n % 5 === 0 ? 1.5 : 1 },
          ],
          tenders,
          ...extra,
        })
        const kind = n % 6
        const body =
          kind === 0
            ? basket({ discount_id: orderDiscount.id }, [
                usd(5000),
                { method: 'cash', currency: 'KHR', amount: 8000 },
              ])
            : kind === 1
              ? basket({ customer_id: customerId }, [])
              : kind === 2
                ? basket({}, [{ method: 'cash', currency: 'KHR', amount: 200_000 }])
                : kind === 3
                  ? basket({ customer_id: customerId, change_mode: 'khr' }, [usd(10_000)])
                  : basket({}, [usd(3000), { method: 'card', currency: 'USD', amount: 1 }])
        // A sale on account: the exact total (no discount on these), VAT included in the shelf prices.
        if (body.tenders.length === 0) {
          const total = body.lines.reduce(
            (sum, line) => sum + Math.round(priceOf(line.product_id) * line.quantity),
            0,
          )
          body.tenders = [{ method: 'credit', currency: 'USD', amount: total }]
        }
        // Hours across the day and weekday (7:00 to 20:00), some just before midnight in Phnom Penh (23:59).
        const at = shopTime(day, k === 0 ? 7 + ((n + s) % 13) : 23, k === 0 ? n % 60 : 59)
        sold.push(await t.sellAt(seller.token, body, at))
      }
    }
  }
  // Through the back office, as a user does: a return refunded in riel cash, a return of a sale on account
  // credited back to the account, and an invoiced back-office order cancelled with its money given back.
  const [a, b] = [sold[3], sold[12]] as [Order, Order]
  const partOf = (order: Order, lineNo: number, quantity: number) => {
    const line = order.lines.find((l) => l.line_no === lineNo) as Order['lines'][number]
    return Math.round((line.amount_usd * quantity) / line.quantity)
  }
  await t.returnAt(
    token,
    a,
    [{ line_no: 1, quantity: 1 }],
    [{ method: 'cash', currency: 'KHR', amount: centsToRiel(partOf(a, 1, 1), a.rate) }],
    shopTime(addDays(START, 2), 10),
  )
  await t.returnAt(
    token,
    b,
    [{ line_no: 2, quantity: 1 }],
    [{ method: 'credit', currency: 'USD', amount: partOf(b, 2, 1) }],
    shopTime(addDays(START, 9), 11),
  )
  await t.cancelledInvoicedOrder(
    token,
    {
      store_id: (stores[1] as { id: number }).id,
      lines: [
        { product_id: (products[0] as { id: number }).id, quantity: 2 },
        { product_id: (products[1] as { id: number }).id, quantity: 1 },
      ],
    },
    shopTime(addDays(START, 2), 15),
    shopTime(addDays(START, 5), 12),
  )
  return { token, stores, products, customerId }
}
