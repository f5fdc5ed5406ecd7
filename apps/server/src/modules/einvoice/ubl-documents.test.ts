import type { CreditNote, Invoice, InvoiceSummary } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { units } from '../../db/schema/index.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { amount, at, one, parseUbl, text, validateUbl } from './ubl-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let beer: { id: number }
let rice: { id: number }
let company: { id: number }
const SELLER = {
  legal_name_en: 'Sokha Mart',
  legal_name_kh: 'សុខាម៉ាត',
  vat_number: 'L001-100200300',
  caminvoice_id: 'KHUID00001234',
  address: 'No. 1, Street 178, Phnom Penh',
  address_kh: 'ផ្ទះលេខ ១ ផ្លូវ ១៧៨ ភ្នំពេញ',
}

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  const [can] = await t.db
    .insert(units)
    .values({ name_en: 'Can', name_kh: 'កំប៉ុង', code: 'CAN-UBL' })
    .returning()
  beer = await t.createProduct({ price_usd: 668, taxable: true, unit_id: can?.id })
  // Unprocessed rice is exempt from VAT: the exempt category beside the standard one.
  rice = await t.createProduct({ price_usd: 125, taxable: false })
  await t.stockUp(store.id, beer.id, 100)
  await t.stockUp(store.id, rice.id, 100)
  company = await t.createCustomer({
    name: 'Angkor Trading Co., Ltd.',
    name_kh: 'ក្រុមហ៊ុន អង្គរ ពាណិជ្ជកម្ម',
    vat_number: 'K001-901234567',
    caminvoice_id: 'KHUID00005678',
    address: 'No. 5, Street 51, Phnom Penh',
    address_kh: 'ផ្ទះលេខ ៥ ផ្លូវ ៥១ ភ្នំពេញ',
  })
  await t.setSettings(SELLER)
})

const xmlOf = async (path: string) => {
  const response = await t.as(manager.token).get(path)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/xml/)
  return response.body
}

async function invoiced(customerId: number | null, lines: { product_id: number; quantity: number }[]) {
  const order = await t.approvedOrder(manager.token, { store_id: store.id, customer_id: customerId, lines })
  const detail = await t.ok(await t.api.invoice(manager.token, order.id), 201)
  const invoice = detail.invoice as InvoiceSummary
  const read = await t.as(manager.token).get(`/api/invoices/${invoice.id}`)
  return { order: detail, invoice: read.json<{ data: Invoice }>().data }
}

/** The document's stored figures, read back from its XML: totals in cents, riel totals from the riel tax total. */
function figuresOf(xml: string, root: 'Invoice' | 'CreditNote') {
  const doc = one(parseUbl(xml), root)
  const [usdTax, khrTax] = at(doc, 'cac:TaxTotal')
  const khrSubtotals = at(khrTax, 'cac:TaxSubtotal')
  const lineName = root === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine'
  const lines = at(doc, lineName)
  return {
    doc,
    lines,
    subtotal_usd: amount(one(doc, 'cac:LegalMonetaryTotal', 'cbc:TaxExclusiveAmount')).value,
    total_usd: amount(one(doc, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).value,
    vat_usd: amount(one(usdTax, 'cbc:TaxAmount')).value,
    vat_khr: amount(one(khrTax, 'cbc:TaxAmount')).value,
    khr_currency: amount(one(khrTax, 'cbc:TaxAmount')).currency,
    total_khr: khrSubtotals.reduce(
      (sum, s) => sum + amount(one(s, 'cbc:TaxableAmount')).value + amount(one(s, 'cbc:TaxAmount')).value,
      0,
    ),
    lines_usd: lines.reduce((sum, l) => sum + amount(one(l, 'cbc:LineExtensionAmount')).value, 0),
    lines_vat_usd: lines.reduce((sum, l) => sum + amount(one(l, 'cac:TaxTotal', 'cbc:TaxAmount')).value, 0),
  }
}

describe('a tax invoice as UBL', () => {
  it('validates against the UBL 2.1 schema, carries both parties and equals the invoice to the cent and riel', async () => {
    const { invoice } = await invoiced(company.id, [{ product_id: beer.id, quantity: 2 }])
    const xml = await xmlOf(`/api/invoices/${invoice.id}/ubl`)
    expect(validateUbl(xml, 'Invoice')).toBe('valid')
    // The check is real: the schema refuses the tax currency before the document currency.
    const swapped = xml.replace(
      /(<cbc:DocumentCurrencyCode>USD<\/cbc:DocumentCurrencyCode>)(\s*)(<cbc:TaxCurrencyCode>KHR<\/cbc:TaxCurrencyCode>)/,
      '$3$2$1',
    )
    expect(swapped).not.toBe(xml)
    expect(validateUbl(swapped, 'Invoice')).toMatch(/TaxCurrencyCode.*not expected|fails to validate/s)
    const f = figuresOf(xml, 'Invoice')
    expect(text(f.doc, 'cbc:ID')).toBe(invoice.number)
    expect(text(f.doc, 'cbc:InvoiceTypeCode')).toBe('388')
    expect(text(f.doc, 'cbc:DocumentCurrencyCode')).toBe('USD')
    expect(text(f.doc, 'cbc:TaxCurrencyCode')).toBe('KHR')
    expect({ ...f, doc: undefined, lines: undefined }).toMatchObject({
      subtotal_usd: invoice.subtotal_usd,
      total_usd: invoice.total_usd,
      vat_usd: invoice.vat_usd,
      vat_khr: invoice.vat_khr,
      khr_currency: 'KHR',
      total_khr: invoice.total_khr,
      lines_usd: invoice.subtotal_usd,
      lines_vat_usd: invoice.vat_usd,
    })
    const seller = one(f.doc, 'cac:AccountingSupplierParty', 'cac:Party')
    expect(text(seller, 'cbc:EndpointID')).toBe('KHUID00001234')
    expect(text(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID')).toBe('L001-100200300')
    expect(at(seller, 'cac:PartyName', 'cbc:Name').map((n) => [n['@languageID'], n['#']])).toEqual([
      ['km', 'សុខាម៉ាត'],
      ['en', 'Sokha Mart'],
    ])
    expect(at(seller, 'cac:PostalAddress', 'cac:AddressLine', 'cbc:Line').map((n) => n['#'])).toEqual([
      SELLER.address_kh,
      SELLER.address,
    ])
    const buyer = one(f.doc, 'cac:AccountingCustomerParty', 'cac:Party')
    expect(text(buyer, 'cbc:EndpointID')).toBe('KHUID00005678')
    expect(text(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID')).toBe('K001-901234567')
    expect(at(buyer, 'cac:PartyName', 'cbc:Name').map((n) => n['#'])).toEqual([
      'ក្រុមហ៊ុន អង្គរ ពាណិជ្ជកម្ម',
      'Angkor Trading Co., Ltd.',
    ])
    const line = f.lines[0]
    expect(one(line, 'cbc:InvoicedQuantity')).toEqual({ '@unitCode': 'XCX', '#': '2' })
    expect(text(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID')).toBe('S')
    expect(text(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent')).toBe('10')
  })

  it('carries its own USD→KHR rate and the day it was set', async () => {
    const { invoice, order } = await invoiced(company.id, [{ product_id: beer.id, quantity: 1 }])
    const doc = figuresOf(await xmlOf(`/api/invoices/${invoice.id}/ubl`), 'Invoice').doc
    const rate = one(doc, 'cac:TaxExchangeRate')
    expect(text(rate, 'cbc:SourceCurrencyCode')).toBe('USD')
    expect(text(rate, 'cbc:TargetCurrencyCode')).toBe('KHR')
    expect(Number(text(rate, 'cbc:CalculationRate'))).toBe(invoice.rate)
    expect(text(rate, 'cbc:MathematicOperatorCode')).toBe('Multiply')
    expect(text(rate, 'cbc:Date')).toBe(shopDay(new Date(order.created_at)))
  })
})

describe('a commercial invoice as UBL', () => {
  it('is a 380 for a walk-in buyer, with standard and exempt VAT categories in dollars and riel', async () => {
    const { invoice } = await invoiced(null, [
      { product_id: beer.id, quantity: 1 },
      { product_id: rice.id, quantity: 3 },
    ])
    expect(invoice.kind).toBe('commercial')
    const xml = await xmlOf(`/api/invoices/${invoice.id}/ubl`)
    if (process.env.UBL_SAMPLE) console.log(xml)
    expect(validateUbl(xml, 'Invoice')).toBe('valid')
    const f = figuresOf(xml, 'Invoice')
    expect(text(f.doc, 'cbc:InvoiceTypeCode')).toBe('380')
    expect(f.total_usd).toBe(invoice.total_usd)
    expect(f.subtotal_usd).toBe(invoice.subtotal_usd)
    expect(f.total_khr).toBe(invoice.total_khr)
    expect(f.vat_khr).toBe(invoice.vat_khr)
    expect(f.lines_usd).toBe(invoice.subtotal_usd)
    const [usdTax, khrTax] = at(f.doc, 'cac:TaxTotal')
    const categories = (total: typeof usdTax) =>
      at(total, 'cac:TaxSubtotal').map((s) => [
        text(s, 'cac:TaxCategory', 'cbc:ID'),
        amount(one(s, 'cbc:TaxableAmount')).value,
        amount(one(s, 'cbc:TaxAmount')).value,
      ])
    // $6.68 with VAT inside ($0.61) and 3 × $1.25 exempt.
    expect(categories(usdTax)).toEqual([
      ['S', 607, 61],
      ['E', 375, 0],
    ])
    expect(categories(khrTax).map(([id]) => id)).toEqual(['S', 'E'])
    const buyer = one(f.doc, 'cac:AccountingCustomerParty', 'cac:Party')
    expect(text(buyer, 'cbc:EndpointID')).toBeUndefined()
    expect(at(buyer, 'cac:PartyName', 'cbc:Name').map((n) => n['#'])).toEqual([
      'អតិថិជនទូទៅ',
      'Walk-in customer',
    ])
  })
})

describe('text XML cannot hold', () => {
  it('is left out, so a name pasted with a control character still gives a valid document', async () => {
    const pasted = await t.createCustomer({ name: 'Bayon\u0001 Supply\uFFFE', vat_number: 'K001-900000001' })
    const { invoice } = await invoiced(pasted.id, [{ product_id: beer.id, quantity: 1 }])
    const xml = await xmlOf(`/api/invoices/${invoice.id}/ubl`)
    expect(validateUbl(xml, 'Invoice')).toBe('valid')
    expect(xml).toContain('<cbc:Name languageID="en">Bayon Supply</cbc:Name>')
  })
})

describe('a credit note as UBL', () => {
  it('validates, refers to its invoice and equals the stored credit note to the cent and riel', async () => {
    const { invoice, order } = await invoiced(company.id, [
      { product_id: beer.id, quantity: 3 },
      { product_id: rice.id, quantity: 2 },
    ])
    const beerLine = order.lines.find((l) => l.product_id === beer.id)?.id as number
    const returned = await t.ok(
      await t.api.return(manager.token, order.id, {
        lines: [{ order_line_id: beerLine, quantity: 1 }],
        refund: [],
        reason: 'dented can',
      }),
      201,
    )
    const note = returned.returns.at(-1) as CreditNote
    const xml = await xmlOf(`/api/credit-notes/${note.id}/ubl`)
    expect(validateUbl(xml, 'CreditNote')).toBe('valid')
    const f = figuresOf(xml, 'CreditNote')
    expect(text(f.doc, 'cbc:CreditNoteTypeCode')).toBe('381')
    expect(text(f.doc, 'cbc:ID')).toBe(note.number)
    expect(text(f.doc, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(invoice.number)
    expect(text(f.doc, 'cbc:Note')).toBe('dented can')
    expect(f.total_usd).toBe(note.total_usd)
    expect(f.subtotal_usd).toBe(note.subtotal_usd)
    expect(f.vat_usd).toBe(note.vat_usd)
    expect(f.vat_khr).toBe(note.vat_khr)
    expect(f.total_khr).toBe(note.total_khr)
    expect(f.lines_usd).toBe(note.subtotal_usd)
    expect(one(f.lines[0], 'cbc:CreditedQuantity')).toEqual({ '@unitCode': 'XCX', '#': '1' })
    expect(Number(text(one(f.doc, 'cac:TaxExchangeRate'), 'cbc:CalculationRate'))).toBe(invoice.rate)
  })

  it('answers 404 for a document that does not exist and 403 in a store the user does not work in', async () => {
    expect((await t.as(manager.token).get('/api/invoices/999999/ubl')).statusCode).toBe(404)
    expect((await t.as(manager.token).get('/api/credit-notes/999999/ubl')).statusCode).toBe(404)
    const { invoice } = await invoiced(company.id, [{ product_id: beer.id, quantity: 1 }])
    const elsewhere = await t.managerAt((await t.createStore()).id)
    expect((await t.as(elsewhere.token).get(`/api/invoices/${invoice.id}/ubl`)).statusCode).toBe(403)
  })
})
