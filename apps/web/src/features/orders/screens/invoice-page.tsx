import { PrinterOutlined } from '@ant-design/icons'
import { einvoiceRoutes, fillPath } from '@sms/contract'
import { Button, Card, Flex, Result, Spin, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import type { InvoiceDocumentData } from '../../../components/invoice/invoice-data.ts'
import { InvoiceDocument } from '../../../components/invoice/invoice-document.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { printA4, setA4Page } from '../../../lib/print/print.ts'
import { PrintArea } from '../../../lib/print/print-area.tsx'
import { useCreditNote, useInvoice, useOrder, useSaleSettings } from '../api/orders-api.ts'
import { creditNotePrintData, invoicePrintData, sellerOfSettings } from '../components/print-data.ts'
import { RecordIdGuard } from '../components/record-id-guard.tsx'
import { UblXmlButton } from '../components/ubl-downloads.tsx'

/**
 * An A4 document on screen as it prints, with its print button; `?print=1` (the order page's "Print") opens the
 * browser's print dialog once it is drawn, where "Save as PDF" gives the file for the customer.
 */
function DocumentView(props: {
  title: string
  data: InvoiceDocumentData | null
  loading: boolean
  error: unknown
  orderId: number | null
  /** The document's UBL XML (`/invoices/1/ubl`), downloaded beside the print. */
  ublPath: string | null
}) {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const describeError = useErrorMessage()
  const [search] = useSearchParams()
  const printed = useRef(false)
  const { data } = props

  // The browser's own print (Ctrl+P) prints A4 too, not only the button.
  useEffect(() => setA4Page(), [])
  useEffect(() => {
    if (data && search.get('print') === '1' && !printed.current) {
      printed.current = true
      void printA4()
    }
  }, [data, search])

  if (props.loading) return <Spin size="large" />
  if (!data)
    return (
      <Result status="404" title={props.title} subTitle={props.error ? describeError(props.error) : null} />
    )
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {data.number}
        </Typography.Title>
        <Flex gap={8} align="center">
          {props.orderId && (
            <Link to={to(`/orders/${props.orderId}`)}>{data.orderNumber ?? `#${props.orderId}`}</Link>
          )}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => void printA4()}
            data-testid="print-invoice"
          >
            {t('invoices.print')}
          </Button>
          {props.ublPath && <UblXmlButton path={props.ublPath} number={data.number} />}
        </Flex>
      </Flex>
      <Card
        size="small"
        title={t('invoices.preview')}
        styles={{ body: { overflow: 'auto', background: '#e5e7eb' } }}
      >
        <div style={{ margin: '0 auto', width: 'fit-content', boxShadow: '0 2px 8px rgba(0,0,0,.25)' }}>
          <InvoiceDocument data={data} headingLevel={2} />
        </div>
      </Card>
      <PrintArea>
        <InvoiceDocument data={data} />
      </PrintArea>
    </Flex>
  )
}

/** `/invoices/:id`: an issued invoice, exactly as it was issued. */
export function InvoicePage() {
  return (
    <RecordIdGuard>
      <InvoiceView />
    </RecordIdGuard>
  )
}

function InvoiceView() {
  const { t } = useTranslation('orders')
  const query = useInvoice(Number(useParams().id))
  // The sale dates the rate line (as the UBL does) and names its source; without the order it goes undated.
  const order = useOrder(query.data?.order_id ?? 0)
  return (
    <DocumentView
      title={t('invoices.notFound')}
      data={query.data && !order.isPending ? invoicePrintData(query.data, order.data) : null}
      loading={query.isPending || (query.isSuccess && order.isPending)}
      error={query.error}
      orderId={query.data?.order_id ?? null}
      ublPath={query.data ? fillPath(einvoiceRoutes.invoice.path, { id: query.data.id }) : null}
    />
  )
}

/** `/credit-notes/:id`: a credit note, printed beside the invoice it corrects. */
export function CreditNotePage() {
  return (
    <RecordIdGuard>
      <CreditNoteView />
    </RecordIdGuard>
  )
}

function CreditNoteView() {
  const { t } = useTranslation('orders')
  const note = useCreditNote(Number(useParams().id))
  const order = useOrder(note.data?.order_id ?? 0)
  const settings = useSaleSettings()
  const data =
    note.data && order.data
      ? creditNotePrintData(
          note.data,
          order.data,
          sellerOfSettings(settings.data ?? null),
          settings.data?.vat_rate ?? 10,
        )
      : null
  return (
    <DocumentView
      title={t('invoices.notFound')}
      data={data}
      loading={note.isPending || (note.isSuccess && order.isPending)}
      error={note.error ?? order.error}
      orderId={note.data?.order_id ?? null}
      ublPath={note.data ? fillPath(einvoiceRoutes.creditNote.path, { id: note.data.id }) : null}
    />
  )
}
