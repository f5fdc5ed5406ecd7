import type { CreditNote, Invoice, OrderDetail, SaleSettings } from '@sms/contract'
import type { InvoiceDocumentData, InvoiceParty } from '../../../components/invoice/invoice-data.ts'
import { formatDate, formatDateTime } from '../../../lib/dates.ts'

/** An issued invoice as printed: everything comes from its own snapshot, which never changes. */
export function invoicePrintData(
  invoice: Invoice,
  sale?: Pick<OrderDetail, 'created_at' | 'rate_source'> | null,
): InvoiceDocumentData {
  return {
    kind: invoice.kind,
    number: invoice.number,
    date: formatDateTime(invoice.issued_at),
    orderNumber: invoice.order_number,
    corrects: null,
    reason: null,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines.map((l) => ({
      name_en: l.name_en,
      name_kh: l.name_kh,
      sku: l.sku,
      unit_en: l.unit_en,
      unit_kh: l.unit_kh,
      quantity: l.quantity,
      amount_usd: l.amount_usd,
      taxable: l.taxable,
    })),
    vat_rate: invoice.vat_rate,
    subtotal_usd: invoice.subtotal_usd,
    vat_usd: invoice.vat_usd,
    total_usd: invoice.total_usd,
    total_khr: invoice.total_khr,
    vat_khr: invoice.vat_khr,
    subtotal_khr: invoice.subtotal_khr,
    rate: invoice.rate,
    rateDate: sale ? formatDate(sale.created_at) : null,
    rateSource: sale?.rate_source ?? null,
    pricesIncludeVat: invoice.prices_include_vat,
    taxes: invoice.taxes,
  }
}

/** The shop as the settings name it, for a credit note of an order that had no invoice. */
export function sellerOfSettings(settings: SaleSettings | null): InvoiceParty {
  return {
    name: settings?.legal_name_en ?? null,
    name_kh: settings?.legal_name_kh ?? null,
    address: settings?.address ?? null,
    phone: settings?.phone ?? null,
    vat_number: settings?.vat_number ?? null,
    address_kh: settings?.address_kh ?? null,
    caminvoice_id: settings?.caminvoice_id ?? null,
  }
}

/**
 * A credit note as printed: its own lines and totals, the order's line names, and the parties of the invoice it
 * corrects (or the shop and the order's customer when the sale had only a receipt).
 */
export function creditNotePrintData(
  note: CreditNote,
  order: OrderDetail,
  seller: InvoiceParty,
  vatRate: number,
): InvoiceDocumentData {
  const byId = new Map(order.lines.map((l) => [l.id, l]))
  return {
    kind: 'credit',
    number: note.number,
    date: formatDateTime(note.created_at),
    orderNumber: order.number,
    corrects: order.invoice?.number ?? null,
    reason: note.reason,
    seller: order.invoice?.seller ?? seller,
    buyer:
      order.invoice?.buyer ??
      (order.customer_name
        ? { name: order.customer_name, name_kh: null, address: null, phone: null, vat_number: null }
        : null),
    lines: note.lines.map((l) => {
      const line = byId.get(l.order_line_id)
      return {
        name_en: line?.name_en ?? `#${l.product_id}`,
        name_kh: line?.name_kh ?? null,
        sku: line?.sku ?? '',
        unit_en: line?.unit_en ?? null,
        unit_kh: line?.unit_kh ?? null,
        quantity: l.quantity,
        amount_usd: l.amount_usd,
        taxable: l.taxable,
      }
    }),
    vat_rate: vatRate,
    subtotal_usd: note.subtotal_usd,
    vat_usd: note.vat_usd,
    total_usd: note.total_usd,
    total_khr: note.total_khr,
    vat_khr: note.vat_khr,
    subtotal_khr: note.total_khr - note.vat_khr,
    rate: order.rate,
    rateDate: formatDate(order.created_at),
    rateSource: order.rate_source,
    pricesIncludeVat: order.prices_include_vat,
    // What the credit note reversed of each tax besides VAT (decision 0047), printed as on the invoice.
    taxes: note.taxes,
  }
}
