import type { CreditNote, DrawerOpened, OrderDetail, ShiftReport } from '@sms/contract'
import { PrintArea } from '../../../lib/print/print-area.tsx'
import { ZReport } from '../components/z-report.tsx'
import { NoSaleSlip } from '../receipt/no-sale-slip.tsx'
import { Receipt } from '../receipt/receipt.tsx'
import type { ReceiptData } from '../receipt/receipt-data.ts'
import { shopOf } from '../receipt/receipt-data.ts'
import { ReturnSlip } from '../receipt/return-slip.tsx'
import { useTill } from './till-store.ts'

/** What the till prints on its receipt paper. */
export type TillPrintout =
  | { kind: 'receipt'; receipt: ReceiptData }
  | { kind: 'z'; report: ShiftReport }
  | { kind: 'noSale'; opened: DrawerOpened }
  | { kind: 'returnSlip'; note: CreditNote; order: OrderDetail }

/** The receipt paper: the till's last printout, kept in the till store until the next one. */
export function TillPrint() {
  const { screen, settings, store } = useTill()
  const { printing } = screen
  return (
    <PrintArea>
      {printing?.kind === 'receipt' && <Receipt data={printing.receipt} width={80} />}
      {printing?.kind === 'noSale' && <NoSaleSlip opened={printing.opened} store={store.name_en} />}
      {printing?.kind === 'returnSlip' && (
        <ReturnSlip {...printing} shop={shopOf(settings, store)} width={80} />
      )}
      {printing?.kind === 'z' && (
        <div className="receipt w80">
          <ZReport report={printing.report} />
        </div>
      )}
    </PrintArea>
  )
}
