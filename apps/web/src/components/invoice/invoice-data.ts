import { formatDollars, formatKhr } from '../../lib/money.ts'
import { formatNumber, formatQuantity, localDigits, PRINTED_LANG } from '../../lib/number-locale.ts'
/**
 * What an A4 invoice or credit note prints (SALES.md "Invoices", Prakas 723): the seller and buyer as they were
 * when it was issued, the lines, and the totals in dollars and riel as the server computed them. Both the
 * orders screens and the printer set-up page (`/samples`) draw it, so it lives outside the features.
 */
export type InvoiceParty = {
  name: string | null
  name_kh: string | null
  address: string | null
  /** The address in Khmer, printed above the English one (a customer's whole address). */
  address_kh?: string | null
  phone: string | null
  vat_number: string | null
  /** Invoices issued since the UBL (decision 0030) also carry the buyer's CamInvoice ID. */
  caminvoice_id?: string | null
}

export type InvoiceDocumentKind = 'tax' | 'commercial' | 'credit'

export type InvoiceDocumentLine = {
  name_en: string
  name_kh: string | null
  sku: string
  quantity: number
  /** The unit as sold, in both languages (null when the product had none). */
  unit_en: string | null
  unit_kh: string | null
  /** VAT included, cents, after discounts. */
  amount_usd: number
  taxable: boolean
}

export type InvoiceDocumentData = {
  kind: InvoiceDocumentKind
  number: string
  /** Shown as printed: "24/11/2026 09:41". */
  date: string
  /** The receipt or order number it belongs to; for a credit note, also the invoice it corrects. */
  orderNumber: string | null
  corrects: string | null
  reason: string | null
  seller: InvoiceParty
  buyer: InvoiceParty | null
  lines: InvoiceDocumentLine[]
  vat_rate: number
  subtotal_usd: number
  vat_usd: number
  total_usd: number
  total_khr: number
  vat_khr: number
  subtotal_khr: number
  rate: number
  /**
   * The day the rate was in force, as printed: the sale's day, which the UBL's TaxExchangeRate also states
   * (a credit note reverses at its invoice's rate, so it prints that day too). Left out when not known.
   */
  rateDate?: string | null
  /** Where the rate came from: the National Bank's daily rate or one the shop set (null: not known). */
  rateSource?: 'nbc' | 'manual' | null
  /** Whether the lines' amounts hold VAT: the order's own mode (decision 0048), never today's setting. */
  pricesIncludeVat: boolean
  /** The taxes besides VAT as stored (decision 0044), all in the subtotal: in the lines or added on top. */
  taxes?: {
    code: string
    name_en: string
    name_kh: string | null
    rate_bp: number
    /** In the lines' amounts; otherwise added on top of them (prices without VAT). */
    included: boolean
    amount_usd: number
    amount_khr: number
  }[]
}

type PrintedTax = NonNullable<InvoiceDocumentData['taxes']>[number]
const sumOf = (taxes: PrintedTax[], key: 'amount_usd' | 'amount_khr') =>
  taxes.reduce((sum, t) => sum + t[key], 0)

/**
 * What the totals block prints besides the stored totals. A tax inside the lines' amounts is an "of which" row
 * under the total excluding VAT; a tax added on top of them (prices without VAT, decision 0044) is a row of its
 * own between the goods and that total, as the tax office's invoice lays them out. Then goods + added taxes =
 * total excluding VAT, + VAT = grand total, to the cent and, the goods' riel by subtraction, to the riel.
 */
export function printedTotals(data: InvoiceDocumentData) {
  const taxes = data.taxes ?? []
  const added = taxes.filter((t) => !t.included)
  return {
    contained: taxes.filter((t) => t.included),
    added,
    goods: added.length
      ? {
          usd: data.subtotal_usd - sumOf(added, 'amount_usd'),
          khr: data.subtotal_khr - sumOf(added, 'amount_khr'),
        }
      : null,
  }
}

/**
 * Each line's printed amount. A tax invoice and a credit note print lines without VAT, so lines, totals and VAT
 * add up on paper: with VAT in the prices it is taken out of the taxable lines (`amountsWithoutVat`); without,
 * the lines' amounts already are (the taxes added on top print as their own rows). A commercial invoice prints
 * the amounts as sold.
 */
export function printedAmounts(data: InvoiceDocumentData): number[] {
  if (data.kind === 'commercial' || !data.pricesIncludeVat) return data.lines.map((l) => l.amount_usd)
  return amountsWithoutVat(data.lines, data.subtotal_usd)
}

/**
 * The lines' amounts without VAT, adding up exactly to the invoice's subtotal: taxable lines share the taxable
 * part (subtotal minus the untaxed lines) in proportion to their amounts, by largest remainder. A tax invoice
 * shows these (its lines, total excluding tax, VAT, grand total add up on paper); a commercial invoice shows
 * the amounts with VAT, as the shelf prices are.
 */
export function amountsWithoutVat(lines: InvoiceDocumentLine[], subtotalUsd: number): number[] {
  const untaxed = lines.reduce((sum, l) => (l.taxable ? sum : sum + l.amount_usd), 0)
  const taxedGross = lines.reduce((sum, l) => (l.taxable ? sum + l.amount_usd : sum), 0)
  const taxedNet = subtotalUsd - untaxed
  if (taxedGross === 0) return lines.map((l) => l.amount_usd)
  const shares = lines.map((l) => (l.taxable ? (l.amount_usd * taxedNet) / taxedGross : l.amount_usd))
  const result = shares.map((s, i) => (lines[i]?.taxable ? Math.floor(s) : s))
  let left = taxedNet - result.reduce((sum, v, i) => (lines[i]?.taxable ? sum + v : sum), 0)
  const order = shares
    .map((s, i) => ({ i, rest: lines[i]?.taxable ? s - Math.floor(s) : -1 }))
    .filter((x) => x.rest >= 0)
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    result[i] = (result[i] ?? 0) + 1
    left -= 1
  }
  return result
}

/**
 * "$7.35" and "30,135 ៛" on paper, the same in both languages; an invoice is printed Khmer first, so its figures
 * take Khmer digits when the shop asks for them, whichever language printed it (decision 0041).
 */
export const usdText = (cents: number) => formatDollars(cents, PRINTED_LANG)
export const khrText = (riel: number) => formatKhr(riel, PRINTED_LANG)
export const quantityText = (quantity: number) => formatQuantity(quantity, PRINTED_LANG)

/** The rate's source as printed, Khmer and English. */
const RATE_SOURCES = {
  nbc: { kh: 'ធនាគារជាតិនៃកម្ពុជា', en: 'NBC' },
  manual: { kh: 'កំណត់ដោយហាង', en: 'set by the shop' },
} as const

/**
 * The exchange-rate line under the totals, a whole sentence per language so neither breaks inside the figure:
 * which day's rate converted the riel columns, where it came from, and how much one dollar was. An accountant
 * checks the riel against it; the UBL states the same rate and day.
 */
export function rateLine(data: Pick<InvoiceDocumentData, 'rate' | 'rateDate' | 'rateSource'>) {
  const figure = (value: number) => formatNumber(value, PRINTED_LANG)
  const equation = `${figure(1)} USD = ${figure(data.rate)} ៛`
  // The day in the figures' digits, so a Khmer-digit invoice does not mix them on one line.
  const day = data.rateDate ? ` ${localDigits(data.rateDate, PRINTED_LANG)}` : ''
  const source = data.rateSource ? RATE_SOURCES[data.rateSource] : null
  return {
    kh: `អត្រាប្តូរប្រាក់${day ? `ថ្ងៃទី${day}` : ''}${source ? ` (${source.kh})` : ''}៖ ${equation}`,
    en: `Exchange rate${day ? ` of${day}` : ''}${source ? ` (${source.en})` : ''}: ${equation}`,
  }
}
