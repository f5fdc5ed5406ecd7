import type { InvoiceKind } from '@sms/contract'
import { create } from 'xmlbuilder2'
import { shopDay } from '../../kernel/shop-day.ts'
import {
  currenciesOf,
  exchangeRateOf,
  headerOf,
  lineOf,
  monetaryTotalOf,
  partyOf,
  quantityOf,
  splitLines,
  taxTotalsOf,
  UBL_NAMESPACES,
  type UblSource,
} from './ubl-parts.ts'

/** UNCL 1001: a tax invoice (VAT-registered buyer) is `388`, a commercial invoice `380`, a credit note `381`. */
export const INVOICE_TYPE_CODES: Record<InvoiceKind, string> = { tax: '388', commercial: '380' }
export const CREDIT_NOTE_TYPE_CODE = '381'

/** The buyer of a sale to a walk-in customer, who gives no name. */
const WALK_IN = { en: 'Walk-in customer', km: 'អតិថិជនទូទៅ' }

/** Whether XML 1.0 can hold a character (not control characters, lone surrogates, U+FFFE/U+FFFF). */
const inXml = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  cp >= 0x10000

/** Every text without what XML 1.0 cannot hold: a name pasted with a control character still gives valid XML. */
function xmlSafe(value: unknown): unknown {
  if (typeof value === 'string')
    return Array.from(value)
      .filter((char) => inXml(char.codePointAt(0) as number))
      .join('')
  if (Array.isArray(value)) return value.map(xmlSafe)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, xmlSafe(item)]))
  return value
}

const serialize = (root: Record<string, unknown>) =>
  create({ version: '1.0', encoding: 'UTF-8' }, xmlSafe(root) as Record<string, unknown>).end({
    prettyPrint: true,
  })

const partiesOf = (source: UblSource) => ({
  'cac:AccountingSupplierParty': { 'cac:Party': partyOf(source.seller, { en: 'Seller', km: 'អ្នកលក់' }) },
  'cac:AccountingCustomerParty': { 'cac:Party': partyOf(source.buyer, WALK_IN) },
})

/** A UBL 2.1 `Invoice`, its elements in the order the schema requires. */
export function invoiceXml(source: UblSource, kind: InvoiceKind): string {
  return serialize({
    Invoice: {
      '@xmlns': 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      ...UBL_NAMESPACES,
      ...headerOf(source),
      'cbc:InvoiceTypeCode': INVOICE_TYPE_CODES[kind],
      ...currenciesOf(),
      ...partiesOf(source),
      ...exchangeRateOf(source),
      ...taxTotalsOf(source),
      ...monetaryTotalOf(source),
      'cac:InvoiceLine': splitLines(source).map((split, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': quantityOf(split.line),
        ...lineOf(source, split),
      })),
    },
  })
}

/** What a credit note corrects: its invoice, or the till receipt of a sale that never had one. */
export type CreditedDocument = { number: string; issuedAt: Date; kind: 'invoice' | 'receipt' }

/** A UBL 2.1 `CreditNote` referring to the invoice (or receipt) it corrects. */
export function creditNoteXml(source: UblSource, credited: CreditedDocument, reason: string | null): string {
  return serialize({
    CreditNote: {
      '@xmlns': 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
      ...UBL_NAMESPACES,
      ...headerOf(source),
      'cbc:CreditNoteTypeCode': CREDIT_NOTE_TYPE_CODE,
      ...(reason ? { 'cbc:Note': reason } : {}),
      ...currenciesOf(),
      'cac:BillingReference': {
        'cac:InvoiceDocumentReference': {
          'cbc:ID': credited.number,
          'cbc:IssueDate': shopDay(credited.issuedAt),
          ...(credited.kind === 'receipt' ? { 'cbc:DocumentType': 'Receipt' } : {}),
        },
      },
      ...partiesOf(source),
      ...exchangeRateOf(source),
      ...taxTotalsOf(source),
      ...monetaryTotalOf(source),
      'cac:CreditNoteLine': splitLines(source).map((split, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:CreditedQuantity': quantityOf(split.line),
        ...lineOf(source, split),
      })),
    },
  })
}
