import { z } from 'zod'
import { defineResource } from './list.ts'
import { documentTaxSchema, orderLineSchema } from './sales.ts'

/**
 * Invoices (SALES.md, Prakas 723): a tax invoice for a VAT-registered buyer, a commercial invoice otherwise.
 * Numbered `INV-2026-000001` gapless shop-wide per year, one per order; never changed once issued (a correction
 * is a credit note). KHR figures: total and VAT converted apart, subtotal by subtraction.
 */
export const INVOICE_KINDS = ['tax', 'commercial'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/** Seller or buyer as printed, copied when the invoice is issued. */
export const invoicePartySchema = z.object({
  name: z.string().nullable(),
  name_kh: z.string().nullable(),
  /** In English; for a customer, the whole address (house, street, village, commune, district, province). */
  address: z.string().nullable(),
  /** The same in Khmer (invoices issued before it existed have none). */
  address_kh: z.string().nullable().optional(),
  phone: z.string().nullable(),
  vat_number: z.string().nullable(),
  /** Added with the UBL (decision 0030); invoices issued before have none. */
  caminvoice_id: z.string().nullable().optional(),
})
export type InvoiceParty = z.infer<typeof invoicePartySchema>

/** `POST /api/orders/{id}/invoice` (invoices.generate). Without `kind`: tax when the customer has a VAT number. */
export const issueInvoiceRequestSchema = z.object({ kind: z.enum(INVOICE_KINDS).optional() })
export type IssueInvoiceRequest = z.input<typeof issueInvoiceRequestSchema>

export const invoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  order_id: z.number(),
  order_number: z.string().nullable(),
  store_id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  rate: z.number(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema.nullable(),
  subtotal_usd: z.number(),
  vat_usd: z.number(),
  total_usd: z.number(),
  total_khr: z.number(),
  vat_khr: z.number(),
  subtotal_khr: z.number(),
  issued_by: z.number().nullable(),
  issued_by_name: z.string().nullable(),
  issued_at: z.string(),
})
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>

/** `GET /api/invoices/{id}`: the invoice with the order's lines as sold (what to print). */
export const invoiceSchema = invoiceSummarySchema.extend({
  lines: z.array(orderLineSchema),
  vat_rate: z.number(),
  /** The order's mode (decision 0048): whether its lines' amounts hold VAT, so what the printed lines show. */
  prices_include_vat: z.boolean(),
  /** The order's taxes besides VAT as stored (decision 0044), listed under the subtotal. */
  taxes: z.array(documentTaxSchema),
})
export type Invoice = z.infer<typeof invoiceSchema>

/** `GET /api/invoices` (invoices.list): the list convention over issued invoices of the user's stores. */
export const invoicesResource = defineResource({
  path: 'invoices',
  label: 'Invoice',
  record: invoiceSummarySchema,
  input: issueInvoiceRequestSchema,
  filters: {
    store_id: 'reference',
    order_id: 'reference',
    number: 'text',
    kind: 'text',
    issued_at: 'date',
    total_usd: 'number',
  },
  sortable: ['id', 'number', 'issued_at', 'total_usd'],
  searchable: ['number'],
  defaultSort: '-id',
})

/** SALES.md's KHR figures: total and VAT each converted and rounded, the subtotal by subtraction. */
export const khrTotals = (totalKhr: number, vatKhr: number) => ({
  total_khr: totalKhr,
  vat_khr: vatKhr,
  subtotal_khr: totalKhr - vatKhr,
})
