import {
  allocateByWeight,
  centsToRiel,
  type DocumentTax,
  type InvoiceParty,
  type LineTax,
} from '@sms/contract'
import { SHOP_TIME_ZONE, shopDay } from '../../kernel/shop-day.ts'
import { toMilli } from '../stock/quantities.ts'
import { unitCode } from './ubl-units.ts'

/**
 * The pieces an Invoice and a CreditNote share (decision 0030). A document is in US dollars (every sale here
 * is priced in cents) with riel as the tax currency: its stored totals are written as they are, never
 * recomputed, so the XML equals the printed document to the cent and to the riel.
 */

export const UBL_NAMESPACES = {
  '@xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  '@xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
}

/** A line as sold or credited: amounts in cents, VAT included when the order's prices held it. */
export type UblLine = {
  sku: string
  name_en: string
  name_kh: string | null
  unit_en: string | null
  quantity: number
  amount_usd: number
  taxable: boolean
  /** Its taxes besides VAT as sold (decision 0044), or as a credit note reverses them (decision 0047). */
  taxes: Pick<LineTax, 'code' | 'rate_bp' | 'included' | 'amount_usd'>[]
}

/** What a document needs, read from the stored invoice or credit note. */
export type UblSource = {
  number: string
  issuedAt: Date
  /** Riel per dollar the document used, and the day it was set (the order's). */
  rate: number
  rateDate: Date
  vatPercent: number
  /** Whether the order's prices held VAT, as it was sold (decision 0048): the lines' amounts then hold it. */
  pricesIncludeVat: boolean
  seller: InvoiceParty
  buyer: InvoiceParty | null
  subtotal_usd: number
  vat_usd: number
  total_usd: number
  total_khr: number
  vat_khr: number
  /** The taxes besides VAT as stored (decision 0044), in stacking order. */
  taxes: DocumentTax[]
  lines: UblLine[]
}

type Xml = Record<string, unknown>

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  timeStyle: 'medium',
})
const shopTime = (at: Date) => `${timeFormat.format(at)}+07:00`

/** Cents as a UBL amount (`12.34`); riel are whole. */
const usd = (cents: number) => {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
const amountUsd = (cents: number) => ({ '@currencyID': 'USD', '#': usd(cents) })
const amountKhr = (riel: number) => ({ '@currencyID': 'KHR', '#': String(riel) })

/** The header fields from the document's number to its currencies, in the schema's order. */
export const headerOf = (source: UblSource) => ({
  'cbc:UBLVersionID': '2.1',
  'cbc:ID': source.number,
  'cbc:IssueDate': shopDay(source.issuedAt),
  'cbc:IssueTime': shopTime(source.issuedAt),
})
export const currenciesOf = () => ({ 'cbc:DocumentCurrencyCode': 'USD', 'cbc:TaxCurrencyCode': 'KHR' })

const partyName = (name: string | null | undefined, language: 'km' | 'en') =>
  name ? [{ 'cbc:Name': { '@languageID': language, '#': name } }] : []
const addressLine = (line: string | null | undefined, language: 'km' | 'en') =>
  line ? [{ 'cbc:Line': { '@languageID': language, '#': line } }] : []

/** A party: CamInvoice endpoint ID, names in Khmer and English, address, VATTIN as the VAT scheme's company ID. */
export function partyOf(party: InvoiceParty | null, fallbackName: { en: string; km: string }): Xml {
  const p = party ?? { name: null, name_kh: null, address: null, phone: null, vat_number: null }
  const names = [...partyName(p.name_kh, 'km'), ...partyName(p.name, 'en')]
  const legalName = p.name ?? p.name_kh ?? fallbackName.en
  return {
    ...(p.caminvoice_id ? { 'cbc:EndpointID': p.caminvoice_id } : {}),
    'cac:PartyName': names.length
      ? names
      : [...partyName(fallbackName.km, 'km'), ...partyName(fallbackName.en, 'en')],
    'cac:PostalAddress': {
      'cac:AddressLine': [...addressLine(p.address_kh, 'km'), ...addressLine(p.address, 'en')],
      'cac:Country': { 'cbc:IdentificationCode': 'KH' },
    },
    ...(p.vat_number
      ? {
          'cac:PartyTaxScheme': {
            'cbc:RegistrationName': legalName,
            'cbc:CompanyID': p.vat_number,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': legalName },
    ...(p.phone ? { 'cac:Contact': { 'cbc:Telephone': p.phone } } : {}),
  }
}

/** USD → KHR at the document's own rate and the day it was set: amount in USD × rate = amount in KHR. */
export const exchangeRateOf = (source: UblSource) => ({
  'cac:TaxExchangeRate': {
    'cbc:SourceCurrencyCode': 'USD',
    'cbc:TargetCurrencyCode': 'KHR',
    'cbc:CalculationRate': String(source.rate),
    'cbc:MathematicOperatorCode': 'Multiply',
    'cbc:Date': shopDay(source.rateDate),
  },
})

const sumOf = (taxes: readonly { amount_usd: number }[]) => taxes.reduce((sum, t) => sum + t.amount_usd, 0)
const addedOf = (line: UblLine) => sumOf(line.taxes.filter((t) => !t.included))

/**
 * Lines' VAT-free amounts (`net`, the other taxes in them) add up to the document's subtotal: its VAT is spread
 * over the taxable lines. `extension` is the line net of every tax, as UBL's LineExtensionAmount wants it: the
 * lines' extensions add up to the subtotal minus the other taxes (decision 0044). Whether a line's amount
 * holds its VAT is the order's stored mode, never guessed from the figures.
 */
export function splitLines(source: UblSource) {
  const taxable = source.lines.map((l) => (l.taxable ? l.amount_usd + addedOf(l) : 0))
  const vat = allocateByWeight(source.vat_usd, taxable)
  return source.lines.map((line, i) => {
    const lineVat = vat[i] ?? 0
    const net = source.pricesIncludeVat ? line.amount_usd - lineVat : line.amount_usd
    return { line, vat: lineVat, net, extension: net - sumOf(line.taxes.filter((t) => t.included)) }
  })
}

/** The VAT-free amount per category: standard-rated `S` and exempt `E` (in cents, adding up to the subtotal). */
function categories(source: UblSource) {
  const exempt = splitLines(source)
    .filter((l) => !l.line.taxable)
    .reduce((sum, l) => sum + l.net + addedOf(l.line), 0)
  return { standard: source.subtotal_usd - exempt, exempt }
}

/**
 * A tax besides VAT as a category (decision 0044): the tax's own code as the category's and the scheme's ID,
 * its English name, its percent. UBL's code lists have no entry for Cambodia's Specific Tax or PLT.
 */
const otherTaxCategory = (tax: { code: string; rate_bp: number; name_en?: string }) => ({
  'cbc:ID': tax.code,
  ...(tax.name_en ? { 'cbc:Name': tax.name_en } : {}),
  'cbc:Percent': percentOf(tax.rate_bp),
  'cac:TaxScheme': { 'cbc:ID': tax.code },
})
const percentOf = (bp: number) => String(bp / 100)

const VAT = { 'cbc:ID': 'VAT' }
export const taxCategory = (taxable: boolean, percent: number) =>
  taxable
    ? { 'cbc:ID': 'S', 'cbc:Percent': String(percent), 'cac:TaxScheme': VAT }
    : { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cbc:TaxExemptionReason': 'Exempt from VAT', 'cac:TaxScheme': VAT }

/**
 * Two tax totals, as UBL allows: in dollars, and in riel (the tax currency) with the stored riel VAT. The riel
 * taxable amounts add up to the stored riel subtotal: the exempt part converted, the standard part the rest.
 */
export function taxTotalsOf(source: UblSource) {
  const { standard, exempt } = categories(source)
  const subtotalKhr = source.total_khr - source.vat_khr
  const exemptKhr = centsToRiel(exempt, source.rate)
  const subtotal = (taxable: unknown, tax: unknown, isStandard: boolean) => ({
    'cbc:TaxableAmount': taxable,
    'cbc:TaxAmount': tax,
    'cac:TaxCategory': taxCategory(isStandard, source.vatPercent),
  })
  const usdSubtotals = [
    ...(standard !== 0 || exempt === 0
      ? [subtotal(amountUsd(standard), amountUsd(source.vat_usd), true)]
      : []),
    ...(exempt !== 0 ? [subtotal(amountUsd(exempt), amountUsd(0), false)] : []),
  ]
  const khrSubtotals = [
    ...(standard !== 0 || exempt === 0
      ? [subtotal(amountKhr(subtotalKhr - exemptKhr), amountKhr(source.vat_khr), true)]
      : []),
    ...(exempt !== 0 ? [subtotal(amountKhr(exemptKhr), amountKhr(0), false)] : []),
  ]
  const other = (taxable: unknown, tax: unknown, of: DocumentTax) => ({
    'cbc:TaxableAmount': taxable,
    'cbc:TaxAmount': tax,
    'cac:TaxCategory': otherTaxCategory(of),
  })
  const otherUsd = source.taxes.map((t) => other(amountUsd(t.base_usd), amountUsd(t.amount_usd), t))
  const otherKhr = source.taxes.map((t) => other(amountKhr(t.base_khr), amountKhr(t.amount_khr), t))
  const otherKhrSum = source.taxes.reduce((sum, t) => sum + t.amount_khr, 0)
  return {
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amountUsd(source.vat_usd + sumOf(source.taxes)),
        'cac:TaxSubtotal': [...usdSubtotals, ...otherUsd],
      },
      {
        'cbc:TaxAmount': amountKhr(source.vat_khr + otherKhrSum),
        'cac:TaxSubtotal': [...khrSubtotals, ...otherKhr],
      },
    ],
  }
}

/** Net of every tax: the subtotal (which holds the other taxes) minus them; TaxTotal then adds up to the total. */
export const monetaryTotalOf = (source: UblSource) => ({
  'cac:LegalMonetaryTotal': {
    'cbc:LineExtensionAmount': amountUsd(source.subtotal_usd - sumOf(source.taxes)),
    'cbc:TaxExclusiveAmount': amountUsd(source.subtotal_usd - sumOf(source.taxes)),
    'cbc:TaxInclusiveAmount': amountUsd(source.total_usd),
    'cbc:PayableAmount': amountUsd(source.total_usd),
  },
})

/** The net unit price after discounts, to 4 decimals (net cents ÷ quantity, half up): quantity × price ≈ net. */
function unitPrice(netCents: number, quantity: number) {
  const milli = toMilli(quantity)
  if (milli === 0) return '0.0000'
  const tenThousandths = (BigInt(netCents) * 100_000n * 2n + BigInt(milli)) / (BigInt(milli) * 2n)
  const whole = tenThousandths / 10_000n
  return `${whole}.${String(tenThousandths % 10_000n).padStart(4, '0')}`
}

/** The line elements after the quantity (whose name differs between Invoice and CreditNote). */
export function lineOf(source: UblSource, split: ReturnType<typeof splitLines>[number]) {
  const { line, extension, vat } = split
  return {
    'cbc:LineExtensionAmount': amountUsd(extension),
    'cac:TaxTotal': { 'cbc:TaxAmount': amountUsd(vat + sumOf(line.taxes)) },
    'cac:Item': {
      ...(line.name_kh ? { 'cbc:Description': { '@languageID': 'km', '#': line.name_kh } } : {}),
      'cbc:Name': line.name_en,
      'cac:SellersItemIdentification': { 'cbc:ID': line.sku },
      'cac:ClassifiedTaxCategory': [
        taxCategory(line.taxable, source.vatPercent),
        ...line.taxes.map((t) => otherTaxCategory(t)),
      ],
    },
    'cac:Price': { 'cbc:PriceAmount': { '@currencyID': 'USD', '#': unitPrice(extension, line.quantity) } },
  }
}

export const quantityOf = (line: UblLine) => ({
  '@unitCode': unitCode(line.unit_en),
  '#': String(line.quantity),
})
