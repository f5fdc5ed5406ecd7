import type { Order, SaleSettings, TenderMethod } from '@sms/contract'

import { formatDateTime } from '../../../lib/dates.ts'
/** What a receipt prints: an order as the server saved it, with the shop and the people around it. */
export type ReceiptData = {
  shop: {
    name_kh: string
    name_en: string
    vattin: string | null
    phone: string | null
    address: string | null
    footer_kh: string | null
    footer_en: string | null
  }
  number: string
  /** The number the till printed offline (`T3-000042`), kept on the order beside its own (decision 0031). */
  offline_number?: string | null
  date: string
  cashier: string
  customer: string | null
  lines: {
    name_kh: string | null
    name_en: string
    quantity: number
    unit_price_usd: number
    amount_usd: number
    discount_usd: number
  }[]
  subtotal_usd: number
  discount_usd: number
  vat_usd: number
  vat_rate: number
  /** The taxes besides VAT, contained in the subtotal (decision 0044): listed under VAT. */
  taxes: { code: string; name_en: string; name_kh: string | null; rate_bp: number; amount_usd: number }[]
  total_usd: number
  total_khr: number
  rate: number
  tenders: { method: TenderMethod; currency: 'USD' | 'KHR'; amount: number }[]
  change: { usd: number; khr: number; rounding_khr: number }
}

/** The shop's identity from the settings; until the shop has set a legal name, the store's names. */
export function shopOf(settings: SaleSettings | null, store: { name_en: string; name_kh: string | null }) {
  return {
    name_kh: settings?.legal_name_kh ?? store.name_kh ?? store.name_en,
    name_en: settings?.legal_name_en ?? store.name_en,
    vattin: settings?.vat_number ?? null,
    phone: settings?.phone ?? null,
    address: settings?.address ?? null,
    footer_kh: settings?.return_policy_kh ?? settings?.receipt_footer_kh ?? null,
    footer_en: settings?.return_policy_en ?? settings?.receipt_footer_en ?? null,
  }
}

export function receiptOfOrder(
  order: Order,
  context: { shop: ReceiptData['shop']; cashier: string; customer: string | null; vatRate: number },
): ReceiptData {
  return {
    shop: context.shop,
    number: order.number ?? String(order.id),
    offline_number: order.offline_number,
    // The shop's date format, as on every screen (settings), with the time; an offline sale's own time.
    date: formatDateTime(order.sold_at ?? order.created_at),
    cashier: context.cashier,
    customer: context.customer,
    lines: order.lines.map((line) => ({
      name_kh: line.name_kh,
      name_en: line.name_en,
      quantity: line.quantity,
      unit_price_usd: line.unit_price_usd,
      amount_usd: line.amount_usd,
      discount_usd: line.line_discount_usd + line.order_discount_usd,
    })),
    subtotal_usd: order.subtotal_usd,
    discount_usd: order.discount_usd,
    vat_usd: order.vat_usd,
    vat_rate: context.vatRate,
    taxes: order.taxes,
    total_usd: order.total_usd,
    total_khr: order.total_khr,
    rate: order.rate,
    tenders: order.tenders
      .filter((t) => t.kind === 'tender')
      .map((t) => ({ method: t.method, currency: t.currency, amount: t.amount })),
    change: order.change,
  }
}
