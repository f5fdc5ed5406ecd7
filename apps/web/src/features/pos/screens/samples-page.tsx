import { PrinterOutlined } from '@ant-design/icons'
import { centsToRiel } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Flex, Typography } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { InvoiceDocument } from '../../../components/invoice/invoice-document.tsx'
import { SAMPLE_INVOICE } from '../../../components/invoice/sample-invoice.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { printA4, printRoot, setPageSize } from '../../../lib/print/print.ts'
import { PrintArea } from '../../../lib/print/print-area.tsx'
import { searchTillProducts } from '../api/product-lookup.ts'
import type { CartProduct } from '../cart/cart-math.ts'
import { Code128 } from '../receipt/code128.tsx'
import { khr, usd } from '../receipt/money-text.ts'
import { Receipt } from '../receipt/receipt.tsx'
import type { ReceiptData } from '../receipt/receipt-data.ts'

/** A sale that shows everything a receipt can hold: two languages, a discount, both currencies, change, rounding. */
export function sampleReceipt(rate: number): ReceiptData {
  return {
    shop: {
      name_kh: 'ហាងគំរូ',
      name_en: 'Sample Shop',
      vattin: 'K001-901234567',
      phone: '012 345 678',
      address: 'No. 1, Street 178, Phnom Penh',
      footer_kh: null,
      footer_en: null,
    },
    number: 'R-2026-000123',
    date: '24/11/2026 09:41',
    cashier: 'Sokha',
    customer: null,
    lines: [
      {
        name_kh: 'អង្ករផ្កាម្លិះ 5 គីឡូ',
        name_en: 'Jasmine rice 5 kg',
        quantity: 1,
        unit_price_usd: 668,
        amount_usd: 668,
        discount_usd: 0,
      },
      {
        name_kh: 'ទឹកសុទ្ធ',
        name_en: 'Drinking water',
        quantity: 1,
        unit_price_usd: 67,
        amount_usd: 67,
        discount_usd: 0,
      },
    ],
    subtotal_usd: 668,
    discount_usd: 0,
    vat_usd: 67,
    vat_rate: 10,
    taxes: [],
    total_usd: 735,
    total_khr: centsToRiel(735, rate),
    rate,
    tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
    change: { usd: 200, khr: 2700, rounding_khr: -35 },
  }
}

function ShelfLabel({ product, rate }: { product: CartProduct; rate: number }) {
  const riel = product.price_usd > 0 ? centsToRiel(product.price_usd, rate) : product.price_khr
  return (
    <div className="shelf-label">
      <div>
        <div className="name-kh">{product.name_kh || product.name_en}</div>
        {product.name_kh && <div className="name-en">{product.name_en}</div>}
      </div>
      <Flex justify="space-between" align="end">
        <div>
          <div className="price">{usd(product.price_usd)}</div>
          <div className="price-khr">{khr(riel)}</div>
        </div>
        <Code128 value={product.barcode || product.sku} height={26} barWidth={1} fontSize={9} />
      </Flex>
    </div>
  )
}

type What = 'r80' | 'r58' | 'labels' | 'a4'
type Printing = { what: What } | null

/** `/samples`: the printer set-up page: test receipts on 80 and 58 mm paper and shelf labels, to print and check. */
export function SamplesPage() {
  const { t } = useTranslation('pos')
  const to = useLocalePath()
  const rate = useCurrentRate().data?.rate ?? 4100
  const products = useQuery({
    queryKey: ['pos', 'label-products'],
    queryFn: ({ signal }) =>
      searchTillProducts({ storeId: null, q: '', categoryId: null, perPage: 12 }, signal),
  })
  const [printing, setPrinting] = useState<Printing>(null)
  const data = sampleReceipt(rate)

  const print = async (what: What) => {
    setPrinting({ what })
    if (what === 'a4') {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      return printA4()
    }
    if (what === 'labels') {
      // Labels print on an A4 sheet of 60 × 35 mm labels.
      await new Promise((resolve) => requestAnimationFrame(resolve))
      setPageSize(210, 297)
      window.print()
      return
    }
    await printRoot(what === 'r80' ? 80 : 58)
  }

  const labels = (
    <div className="labels-sheet">
      {(products.data ?? []).map((p) => (
        <ShelfLabel key={p.id} product={p} rate={rate} />
      ))}
    </div>
  )
  const section = (title: string, what: What, body: ReactNode) => (
    <Card
      title={title}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => void print(what)} data-testid={`print-${what}`}>
          {t('samples.print')}
        </Button>
      }
    >
      <div style={{ overflow: 'auto', background: '#fff', padding: 8, display: 'inline-block' }}>{body}</div>
    </Card>
  )

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('samples.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('samples.intro')}{' '}
        <Link to={to('/pos/scanner-test')} style={{ textDecoration: 'underline' }}>
          {t('samples.scannerTest')}
        </Link>
      </Typography.Paragraph>
      <Flex gap={16} wrap align="start">
        {section(t('samples.receipt80'), 'r80', <Receipt data={data} width={80} />)}
        {section(t('samples.receipt58'), 'r58', <Receipt data={data} width={58} />)}
      </Flex>
      {section(
        t('samples.labels'),
        'labels',
        <>
          <Typography.Paragraph>{t('samples.labelsHelp')}</Typography.Paragraph>
          {labels}
        </>,
      )}
      {section(t('samples.invoiceA4'), 'a4', <InvoiceDocument data={SAMPLE_INVOICE} headingLevel={2} />)}
      <PrintArea>
        {printing?.what === 'r80' && <Receipt data={data} width={80} />}
        {printing?.what === 'r58' && <Receipt data={data} width={58} />}
        {printing?.what === 'labels' && labels}
        {printing?.what === 'a4' && <InvoiceDocument data={SAMPLE_INVOICE} />}
      </PrintArea>
    </Flex>
  )
}
