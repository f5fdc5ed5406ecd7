import type { CreditNote, OrderDetail } from '@sms/contract'
import { formatDateTime } from '../../../lib/dates.ts'
import { localDigits, PRINTED_LANG } from '../../../lib/number-locale.ts'
import enPos from '../../../locales/en/pos.json'
import khPos from '../../../locales/kh/pos.json'
import { Code128 } from './code128.tsx'
import * as text from './money-text.ts'
import type { ReceiptData } from './receipt-data.ts'
import './receipt.css'

// Printed Khmer first, like the receipt: figures follow the shop's Khmer digits setting (decision 0041).
const usd = (cents: number) => text.usd(cents, PRINTED_LANG)
const khr = (riel: number) => text.khr(riel, PRINTED_LANG)
const quantityText = (quantity: number) => text.quantityText(quantity, PRINTED_LANG)

const kh = { ...khPos.receipt, ...khPos.returnSlip }
const en = { ...enPos.receipt, ...enPos.returnSlip }

type Props = {
  note: CreditNote
  /** The sale the goods came from: the returned lines' names are its lines'. */
  order: OrderDetail
  shop: ReceiptData['shop']
  width: 80 | 58
}

/**
 * The return slip (issue 23.6): a till return on the receipt paper, beside the A4 credit note, for the
 * customer who brought the goods back and the drawer the refund came out of. Bilingual like the receipt:
 * the credit note's number (as a barcode too), the receipt it returns, what came back, the credit in both
 * currencies, the refund given, the reason and who approved it.
 */
export function ReturnSlip({ note, order, shop, width }: Props) {
  const lineOf = new Map(order.lines.map((line) => [line.id, line]))
  // What left the drawer, and the cash step's rounding of it on its own row, as on the receipt.
  const refunds = note.refunds.filter((r) => r.amount !== 0 && (r.kind === 'refund' || r.kind === 'rounding'))
  return (
    <div className={`receipt w${width}`} data-receipt-width={width} data-testid="return-slip">
      <div className="center">
        <div className="shop-kh">{shop.name_kh}</div>
        <div className="shop-en">{shop.name_en}</div>
        {shop.phone && <div className="muted">{shop.phone}</div>}
        <div className="title">
          {kh.title_kh} / {en.title_en}
        </div>
      </div>
      <div className="row">
        <span>
          {kh.creditNote} / {en.creditNote}
        </span>
        <span>{note.number}</span>
      </div>
      <div className="row">
        <span>
          {kh.receipt} / {en.receipt}
        </span>
        <span>{note.order_number ?? order.number ?? order.id}</span>
      </div>
      <div className="row">
        <span>
          {kh.date} / {en.date}
        </span>
        <span>{localDigits(formatDateTime(note.created_at), PRINTED_LANG)}</span>
      </div>
      <div className="row">
        <span>
          {kh.cashier} / {en.cashier}
        </span>
        <span>{note.created_by_name ?? ''}</span>
      </div>
      <hr />
      {note.lines.map((line) => {
        const sold = lineOf.get(line.order_line_id)
        return (
          <div key={line.id}>
            <div>{sold?.name_kh || sold?.name_en}</div>
            {sold?.name_kh && <div className="line-name-en">{sold.name_en}</div>}
            <div className="row">
              <span>× {quantityText(line.quantity)}</span>
              <span>-{usd(line.amount_usd)}</span>
            </div>
          </div>
        )
      })}
      <hr />
      <div className="row total">
        <span>
          {kh.credited} / {en.credited}
        </span>
        <span>-{usd(note.total_usd)}</span>
      </div>
      <div className="row">
        <span />
        <span>-{khr(note.total_khr)}</span>
      </div>
      {refunds.map((refund) => (
        <div className={refund.kind === 'rounding' ? 'row muted' : 'row'} key={refund.id}>
          <span>
            {refund.kind === 'rounding'
              ? `${kh.rounding} / ${en.rounding}`
              : `${kh.refunded}: ${kh.tenders[refund.method]} / ${en.refunded}: ${en.tenders[refund.method]}`}
          </span>
          <span>
            {refund.currency === 'USD' ? usd(Math.abs(refund.amount)) : khr(Math.abs(refund.amount))}
          </span>
        </div>
      ))}
      {note.reason && (
        <div>
          {kh.reason} / {en.reason}: {note.reason}
        </div>
      )}
      {note.approved_by_name && (
        <div>
          {kh.approvedBy} / {en.approvedBy}: {note.approved_by_name}
        </div>
      )}
      <div className="barcode">
        <Code128
          value={note.number}
          height={width === 80 ? 40 : 32}
          barWidth={width === 80 ? 1.3 : 1}
          fontSize={11}
        />
      </div>
      <hr />
      <div className="center">
        <div>{kh.keep}</div>
        <div className="muted">{en.keep}</div>
      </div>
    </div>
  )
}
