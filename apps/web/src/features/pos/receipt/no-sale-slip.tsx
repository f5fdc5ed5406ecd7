import type { DrawerOpened } from '@sms/contract'
import { formatDateTime } from '../../../lib/dates.ts'
import { localDigits, PRINTED_LANG } from '../../../lib/number-locale.ts'
import enPos from '../../../locales/en/pos.json'
import khPos from '../../../locales/kh/pos.json'
import './receipt.css'

const kh = khPos.drawer
const en = enPos.drawer

/**
 * The slip printed when the drawer opens without a sale: receipt printers open the drawer they drive on every
 * print (the driver's "open cash drawer" setting), and the slip in the drawer says who opened it, when and why.
 */
export function NoSaleSlip({ opened, store }: { opened: DrawerOpened; store: string }) {
  return (
    <div className="receipt w80" data-testid="no-sale-slip">
      <div className="center title">
        {kh.slipTitle}
        <br />
        {en.slipTitle}
      </div>
      <div>{store}</div>
      <div>{localDigits(formatDateTime(opened.opened_at), PRINTED_LANG)}</div>
      <div>
        {kh.openedBy} / {en.openedBy}: {opened.opened_by_name}
      </div>
      {opened.approved_by_name && (
        <div>
          {kh.approvedBy} / {en.approvedBy}: {opened.approved_by_name}
        </div>
      )}
      <div>
        {kh.reason} / {en.reason}: {opened.reason}
      </div>
    </div>
  )
}
