import { type CashRounding, type ChangeMode, settle } from '@sms/contract'
import { formatDateTime } from '../../../lib/dates.ts'
import type { CartTotals } from '../cart/cart-math.ts'
import type { CartState } from '../cart/cart-state.ts'
import type { GivenTender } from '../components/payment-tenders.ts'
import type { SaleOutcome } from '../screens/use-sale.ts'
import { type ReceiptData, receiptOfOrder } from './receipt-data.ts'

/**
 * The receipt of a sale the till finished offline, from what the cashier saw: the cart's figures and the
 * contract's `settle` (the server's own algorithm), under the till's offline number. The server records the
 * same prices and rate when the outbox delivers the sale.
 */
export function receiptOfSale(sale: {
  cart: CartState
  totals: CartTotals
  tenders: GivenTender[]
  changeMode: ChangeMode
  rate: number
  rounding: CashRounding
  number: string
  soldAt: string
  shop: ReceiptData['shop']
  cashier: string
  vatRate: number
}): ReceiptData {
  const { cart, totals } = sale
  const settlement = settle(
    totals.totalKhr,
    sale.tenders.map((g) => ({ currency: g.currency, amount: g.amount, isCash: g.method === 'cash' })),
    sale.rate,
    sale.rounding,
    sale.changeMode,
  )
  return {
    shop: sale.shop,
    number: sale.number,
    date: formatDateTime(sale.soldAt),
    cashier: sale.cashier,
    customer: cart.customer?.name ?? null,
    lines: cart.lines.map((line, index) => {
      const figures = totals.lines[index]
      return {
        name_kh: line.product.name_kh,
        name_en: line.product.name_en,
        quantity: Number(line.quantity),
        unit_price_usd: figures?.unitPrice ?? 0,
        amount_usd: figures?.amount ?? 0,
        discount_usd: (figures?.lineDiscount ?? 0) + (figures?.orderDiscount ?? 0),
      }
    }),
    subtotal_usd: totals.subtotal,
    discount_usd: totals.discount,
    vat_usd: totals.vat,
    vat_rate: sale.vatRate,
    taxes: totals.taxes,
    total_usd: totals.total,
    total_khr: totals.totalKhr,
    rate: sale.rate,
    tenders: sale.tenders.map((g) => ({ method: g.method, currency: g.currency, amount: g.amount })),
    change: settlement.isPaid ? settlement.change : { usd: 0, khr: 0, rounding_khr: 0 },
  }
}

type SaleReceiptContext = Omit<Parameters<typeof receiptOfSale>[0], 'number' | 'soldAt'>

/** The receipt of a sale just saved: the server's order when it answered, else the till's offline one. */
export function receiptOfOutcome(outcome: SaleOutcome, context: SaleReceiptContext): ReceiptData {
  if (outcome.kind === 'offline') return receiptOfSale({ ...context, ...outcome })
  const { shop, cashier, cart, vatRate } = context
  return receiptOfOrder(outcome.order, { shop, cashier, customer: cart.customer?.name ?? null, vatRate })
}
