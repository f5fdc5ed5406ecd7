import { formatNumber, localDigits, PRINTED_LANG } from '../../../lib/number-locale.ts'
import enPos from '../../../locales/en/pos.json'
import khPos from '../../../locales/kh/pos.json'
import { Code128 } from './code128.tsx'
import * as text from './money-text.ts'
import type { ReceiptData } from './receipt-data.ts'
import './receipt.css'

const kh = khPos.receipt
const en = enPos.receipt

// A receipt is printed Khmer first: its figures follow the shop's Khmer digits setting in either interface
// language (decision 0041).
const usd = (cents: number) => text.usd(cents, PRINTED_LANG)
const khr = (riel: number) => text.khr(riel, PRINTED_LANG)
const quantityText = (quantity: number) => text.quantityText(quantity, PRINTED_LANG)
const changeText = (change: { usd: number; khr: number }) => text.changeText(change, PRINTED_LANG)
const figure = (value: number) => formatNumber(value, PRINTED_LANG)

/** A label in Khmer above English, as every line of the receipt is (SALES.md). */
function Both({ k, e }: { k: string; e: string }) {
  return (
    <span>
      {k}
      <br />
      <span className="muted">{e}</span>
    </span>
  )
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

/** The till receipt on 80 mm (72 mm printed, 48 columns) or 58 mm (48 mm, 32 columns) paper. */
export function Receipt({ data, width }: { data: ReceiptData; width: 80 | 58 }) {
  const { shop } = data
  return (
    <div className={`receipt w${width}`} data-receipt-width={width}>
      <div className="center">
        <div className="shop-kh">{shop.name_kh}</div>
        <div className="shop-en">{shop.name_en}</div>
        {shop.vattin && (
          <div className="muted">
            {kh.vattin} / {en.vattin}: {shop.vattin}
          </div>
        )}
        {shop.phone && <div className="muted">{shop.phone}</div>}
        {shop.address && <div className="muted">{shop.address}</div>}
        <div className="title">
          {kh.title_kh} / {en.title_en}
        </div>
      </div>
      <div className="row">
        <span>
          {kh.number} / {en.number}
        </span>
        <span>{data.number}</span>
      </div>
      {data.offline_number && (
        <div className="row" data-testid="receipt-offline-number">
          <span>
            {kh.offline_number} / {en.offline_number}
          </span>
          <span>{data.offline_number}</span>
        </div>
      )}
      <div className="row">
        <span>
          {kh.date} / {en.date}
        </span>
        <span>{localDigits(data.date, PRINTED_LANG)}</span>
      </div>
      <div className="row">
        <span>
          {kh.cashier} / {en.cashier}
        </span>
        <span>{data.cashier}</span>
      </div>
      <div className="row">
        <span>
          {kh.customer} / {en.customer}
        </span>
        <span>{data.customer ?? `${kh.walkIn} / ${en.walkIn}`}</span>
      </div>
      <hr />
      {data.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed receipt's lines never move
        <div key={index}>
          <div>{line.name_kh || line.name_en}</div>
          {line.name_kh && <div className="line-name-en">{line.name_en}</div>}
          <div className="row">
            <span>
              {quantityText(line.quantity)} × {usd(line.unit_price_usd)}
            </span>
            <span>{usd(line.amount_usd + line.discount_usd)}</span>
          </div>
          {line.discount_usd > 0 && (
            <div className="row muted">
              <span>
                {kh.discount} / {en.discount}
              </span>
              <span>-{usd(line.discount_usd)}</span>
            </div>
          )}
        </div>
      ))}
      <hr />
      <div className="row" data-testid="receipt-subtotal">
        <Both k={kh.subtotal} e={en.subtotal} />
        <span>{usd(data.subtotal_usd)}</span>
      </div>
      <div className="row" data-testid="receipt-vat">
        <Both k={fill(kh.vat, { rate: figure(data.vat_rate) })} e={fill(en.vat, { rate: data.vat_rate })} />
        <span>{usd(data.vat_usd)}</span>
      </div>
      {data.taxes.map((tax) => (
        <div className="row" key={tax.code} data-testid={`receipt-tax-${tax.code}`}>
          <Both
            k={`${tax.name_kh ?? tax.name_en} ${figure(tax.rate_bp / 100)}%`}
            e={`${tax.name_en} ${tax.rate_bp / 100}%`}
          />
          <span>{usd(tax.amount_usd)}</span>
        </div>
      ))}
      <div className="row total" data-testid="receipt-total">
        <Both k={kh.total} e={en.total} />
        <span>{usd(data.total_usd)}</span>
      </div>
      <div className="row">
        <Both
          k={fill(kh.totalKhr, { one: figure(1), rate: figure(data.rate) })}
          e={fill(en.totalKhr, { one: 1, rate: data.rate.toLocaleString('en-US') })}
        />
        <span className="total">{khr(data.total_khr)}</span>
      </div>
      <hr />
      {data.tenders.map((tender, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed receipt's tenders never move
        <div className="row" key={index}>
          <span>
            {kh.tenders[tender.method]} / {en.tenders[tender.method]}
          </span>
          <span>{tender.currency === 'USD' ? usd(tender.amount) : khr(tender.amount)}</span>
        </div>
      ))}
      <div className="row">
        <span>
          {kh.change} / {en.change}
        </span>
        <span>{changeText(data.change)}</span>
      </div>
      {data.change.rounding_khr !== 0 && (
        <div className="row muted">
          <span>
            {kh.rounding} / {en.rounding}
          </span>
          <span>{khr(data.change.rounding_khr)}</span>
        </div>
      )}
      <div className="barcode">
        <Code128
          value={data.number}
          height={width === 80 ? 40 : 32}
          barWidth={width === 80 ? 1.3 : 1}
          fontSize={11}
        />
      </div>
      <hr />
      <div className="center">
        <div>{shop.footer_kh ?? kh.thanks}</div>
        <div className="muted">{shop.footer_en ?? en.thanks}</div>
      </div>
    </div>
  )
}
