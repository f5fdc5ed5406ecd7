import { formatNumber, localDigits, PRINTED_LANG } from '../../lib/number-locale.ts'
import {
  type InvoiceDocumentData,
  khrText,
  printedAmounts,
  printedTotals,
  quantityText,
  rateLine,
  usdText,
} from './invoice-data.ts'
import './invoice.css'

/** Every printed label in Khmer with English under or beside it: an invoice is bilingual in either language. */
const TITLES = {
  tax: { kh: 'វិក្កយបត្រអាករ', en: 'TAX INVOICE' },
  commercial: { kh: 'វិក្កយបត្រ', en: 'COMMERCIAL INVOICE' },
  credit: { kh: 'កំណត់ត្រាឥណទាន', en: 'CREDIT NOTE' },
} as const

function Label({ kh, en }: { kh: string; en: string }) {
  return (
    <span className="label">
      <span className="kh">{kh}</span> <span className="en">{en}</span>
    </span>
  )
}

function Party({
  title,
  party,
  walkIn,
}: {
  title: { kh: string; en: string }
  party: InvoiceDocumentData['buyer']
  walkIn?: boolean
}) {
  return (
    <section className="party">
      <h2>
        <Label kh={title.kh} en={title.en} />
      </h2>
      {party ? (
        <dl>
          {party.name_kh && <dd className="name-kh">{party.name_kh}</dd>}
          <dd className="name">{party.name ?? '—'}</dd>
          <dt>
            <Label kh="អាសយដ្ឋាន" en="Address" />
          </dt>
          <dd data-testid="party-address">
            {party.address_kh && <div className="address-kh">{party.address_kh}</div>}
            {party.address || '—'}
          </dd>
          <dt>
            <Label kh="លេខអត្តសញ្ញាណកម្ម អតប" en="VATTIN" />
          </dt>
          <dd data-testid="vattin">{party.vat_number || '—'}</dd>
          {party.caminvoice_id && (
            <>
              <dt>
                <Label kh="លេខសម្គាល់ CamInvoice" en="CamInvoice ID" />
              </dt>
              <dd data-testid="caminvoice-id">{party.caminvoice_id}</dd>
            </>
          )}
          {party.phone && (
            <>
              <dt>
                <Label kh="ទូរស័ព្ទ" en="Phone" />
              </dt>
              <dd>{party.phone}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{walkIn ? 'អតិថិជនទូទៅ / Walk-in customer' : '—'}</p>
      )}
    </section>
  )
}

/**
 * The A4 tax invoice, commercial invoice or credit note. A tax invoice's and a credit note's lines are without
 * VAT, so lines, taxes added on top, total excluding VAT, VAT and grand total add up on paper; a commercial
 * invoice shows prices as sold. The riel figures are the server's: total and VAT converted apart, the subtotal
 * by subtraction.
 */
export function InvoiceDocument({
  data,
  headingLevel = 1,
}: {
  data: InvoiceDocumentData
  /** 2 where the document is a sample inside another page with its own title (one h1 per page). */
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const title = TITLES[data.kind]
  const amounts = printedAmounts(data)
  const totals = printedTotals(data)
  // Printed Khmer first: figures and the date follow the shop's Khmer digits setting (decision 0041).
  const figure = (value: number) => formatNumber(value, PRINTED_LANG)
  const rateText = rateLine(data)
  return (
    <article className={`invoice-a4 invoice-${data.kind}`} data-testid="invoice-document">
      <header className="invoice-head">
        <div className="seller">
          <div className="seller-kh">{data.seller.name_kh || data.seller.name}</div>
          {data.seller.name_kh && <div className="seller-en">{data.seller.name}</div>}
          {data.seller.address_kh && <div className="address-kh">{data.seller.address_kh}</div>}
          <div>{data.seller.address}</div>
          <div>
            <Label kh="លេខអត្តសញ្ញាណកម្ម អតប" en="VATTIN" />: {data.seller.vat_number || '—'}
          </div>
          {data.seller.caminvoice_id && (
            <div>
              <Label kh="លេខសម្គាល់ CamInvoice" en="CamInvoice ID" />: {data.seller.caminvoice_id}
            </div>
          )}
          {data.seller.phone && (
            <div>
              <Label kh="ទូរស័ព្ទ" en="Phone" />: {data.seller.phone}
            </div>
          )}
        </div>
        <div className="title">
          <Heading className="invoice-title">
            <span className="kh">{title.kh}</span>
            <span className="en">{title.en}</span>
          </Heading>
          <dl className="meta">
            <dt>
              <Label kh="លេខ" en="No." />
            </dt>
            <dd data-testid="invoice-number">{data.number}</dd>
            <dt>
              <Label kh="កាលបរិច្ឆេទ" en="Date" />
            </dt>
            <dd>{localDigits(data.date, PRINTED_LANG)}</dd>
            {data.orderNumber && (
              <>
                <dt>
                  <Label kh="លេខបញ្ជាទិញ" en="Order" />
                </dt>
                <dd>{data.orderNumber}</dd>
              </>
            )}
            {data.corrects && (
              <>
                <dt>
                  <Label kh="កែតម្រូវ" en="Corrects" />
                </dt>
                <dd>{data.corrects}</dd>
              </>
            )}
          </dl>
        </div>
      </header>
      <div className="parties">
        <Party title={{ kh: 'អ្នកទិញ', en: 'Buyer' }} party={data.buyer} walkIn={data.kind !== 'tax'} />
      </div>
      {data.reason && (
        <p className="reason">
          <Label kh="មូលហេតុ" en="Reason" />: {data.reason}
        </p>
      )}
      <table className="lines">
        <thead>
          <tr>
            <th className="no">
              <Label kh="ល.រ" en="No." />
            </th>
            <th>
              <Label kh="បរិយាយ" en="Description" />
            </th>
            <th className="num">
              <Label kh="បរិមាណ" en="Qty" />
            </th>
            <th>
              <Label kh="ឯកតា" en="Unit" />
            </th>
            <th className="num">
              <Label kh="តម្លៃឯកតា" en="Unit price" />
            </th>
            <th className="num">
              <Label kh="ចំនួនទឹកប្រាក់" en="Amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: printed lines never move
            <tr key={index}>
              <td className="no">{figure(index + 1)}</td>
              <td>
                {line.name_kh && <div className="kh">{line.name_kh}</div>}
                <div>{line.name_en}</div>
                <div className="sku">{line.sku}</div>
              </td>
              <td className="num">{quantityText(line.quantity)}</td>
              <td>
                {line.unit_kh && <div className="kh">{line.unit_kh}</div>}
                {line.unit_en !== line.unit_kh && <div>{line.unit_en}</div>}
              </td>
              <td className="num">{usdText(Math.round((amounts[index] ?? 0) / (line.quantity || 1)))}</td>
              <td className="num">{usdText(amounts[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <tbody>
          {totals.goods && (
            <tr data-testid="goods-line">
              <th>
                <Label kh="សរុបទំនិញ" en="Goods" />
              </th>
              <td>{usdText(totals.goods.usd)}</td>
              <td>{khrText(totals.goods.khr)}</td>
            </tr>
          )}
          {/* Taxes added on top of the lines (prices without VAT): rows that add up to the total excluding VAT. */}
          {totals.added.map((tax) => (
            <tr key={tax.code} data-testid={`tax-line-${tax.code}`}>
              <th>
                <Label
                  kh={`${tax.name_kh ?? tax.name_en} ${figure(tax.rate_bp / 100)}%`}
                  en={`${tax.name_en} ${tax.rate_bp / 100}%`}
                />
              </th>
              <td>{usdText(tax.amount_usd)}</td>
              <td>{khrText(tax.amount_khr)}</td>
            </tr>
          ))}
          <tr>
            <th>
              <Label kh="សរុបមិនរួមអាករ" en="Total excluding VAT" />
            </th>
            <td>{usdText(data.subtotal_usd)}</td>
            <td>{khrText(data.subtotal_khr)}</td>
          </tr>
          {/* Taxes inside the lines are in the total excluding VAT (VAT is charged on them): "of which". */}
          {totals.contained.map((tax) => (
            <tr key={tax.code} data-testid={`tax-line-${tax.code}`}>
              <th>
                <Label
                  kh={`ក្នុងនោះ ${tax.name_kh ?? tax.name_en} ${figure(tax.rate_bp / 100)}%`}
                  en={`of which ${tax.name_en} ${tax.rate_bp / 100}%`}
                />
              </th>
              <td>{usdText(tax.amount_usd)}</td>
              <td>{khrText(tax.amount_khr)}</td>
            </tr>
          ))}
          <tr data-testid="vat-line">
            <th>
              <Label kh={`អាករលើតម្លៃបន្ថែម ${figure(data.vat_rate)}%`} en={`VAT ${data.vat_rate}%`} />
            </th>
            <td>{usdText(data.vat_usd)}</td>
            <td>{khrText(data.vat_khr)}</td>
          </tr>
          <tr className="grand">
            <th>
              <Label kh="សរុបរួម" en="Grand total" />
            </th>
            <td>{usdText(data.total_usd)}</td>
            <td data-testid="total-khr">{khrText(data.total_khr)}</td>
          </tr>
        </tbody>
      </table>
      <p className="rate" data-testid="invoice-rate">
        <span className="kh">{rateText.kh}</span>
        <span className="en">{rateText.en}</span>
      </p>
      <footer className="signatures">
        <div>
          <div className="line" />
          <Label kh="ហត្ថលេខា និងឈ្មោះអ្នកទិញ" en="Buyer's signature and name" />
        </div>
        <div>
          <div className="line" />
          <Label kh="ហត្ថលេខា និងឈ្មោះអ្នកលក់" en="Seller's signature and name" />
        </div>
      </footer>
      <p className="copies">
        <span className="kh">ច្បាប់ដើមសម្រាប់អតិថិជន ច្បាប់ចម្លងសម្រាប់អ្នកលក់</span>
        <span className="en">Original for the customer, copy for the seller</span>
      </p>
    </article>
  )
}
