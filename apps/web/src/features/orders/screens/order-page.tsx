import { PrinterOutlined } from '@ant-design/icons'
import { storesResource } from '@sms/contract'
import { Alert, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ReferenceName } from '../../../components/resource/cells.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useOrder } from '../api/orders-api.ts'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderLines, OrderPayments, OrderReturns, StageHistory } from '../components/order-sections.tsx'
import { OfflineTags, PaymentStatusTag, StageTag } from '../components/order-tags.tsx'
import { RecordIdGuard } from '../components/record-id-guard.tsx'
import { useMoney } from '../components/use-money.ts'

/** `/orders/:id`: one order with everything that happened to it, and what may be done next. */
export function OrderPage() {
  return (
    <RecordIdGuard>
      <OrderView />
    </RecordIdGuard>
  )
}

function OrderView() {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const lang = useLang()
  const money = useMoney()
  const describeError = useErrorMessage()
  const id = Number(useParams().id)
  const query = useOrder(id)
  const order = query.data

  if (query.isPending) return <Spin size="large" />
  if (!order) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={query.error ? describeError(query.error) : null}
      />
    )
  }
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} style={{ margin: 0 }} data-testid="order-number">
            {order.number ?? `#${order.id}`}
          </Typography.Title>
          <StageTag stage={order.stage} approved={order.approved_at !== null} />
          <PaymentStatusTag status={order.payment_status} />
          <OfflineTags order={order} />
        </Flex>
        <OrderActions order={order} />
      </Flex>
      {order.cancel_reason && (
        <Alert type="warning" showIcon title={`${t('detail.cancelReason')}: ${order.cancel_reason}`} />
      )}
      <Card title={t('detail.summary')} size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('columns.date')}>{formatDateTime(order.created_at)}</Descriptions.Item>
          {order.sold_at && (
            <Descriptions.Item label={t('offline.soldAt')}>{formatDateTime(order.sold_at)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('columns.store')}>
            <ReferenceName reference={{ contract: storesResource }} id={order.store_id} />
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.source')}>{t(`sources.${order.source}`)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.cashier')}>{order.cashier_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('columns.customer')}>
            {order.customer_name ?? t('walkIn')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.approvedBy')}>
            {order.approved_by_name ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.subtotal')}>{money.usd(order.subtotal_usd)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.vat')}>{money.usd(order.vat_usd)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.total')}>
            <strong data-testid="order-total">
              {money.usd(order.total_usd)} · {money.khr(order.total_khr)}
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.rate')}>{money.khr(order.rate)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.due')}>
            <span data-testid="order-due">
              {money.usd(order.due_usd)} · {money.khr(order.due_khr)}
            </span>
          </Descriptions.Item>
          {order.shipping_address_text && (
            <Descriptions.Item label={t('detail.shippingAddress')}>
              <span data-testid="shipping-address">{order.shipping_address_text[lang]}</span>
            </Descriptions.Item>
          )}
          {order.delivery_note && (
            <Descriptions.Item label={t('detail.deliveryNote')}>{order.delivery_note}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <OrderLines order={order} />
      <Card title={t('detail.invoice')} size="small">
        {order.invoice ? (
          <Flex gap={12} align="center" wrap>
            <Link to={to(`/invoices/${order.invoice.id}`)} data-testid="invoice-link">
              {order.invoice.number}
            </Link>
            <span>{t(`invoices.${order.invoice.kind}`)}</span>
            <span>{formatDateTime(order.invoice.issued_at)}</span>
            <Link to={to(`/invoices/${order.invoice.id}?print=1`)} data-testid="print-invoice-link">
              <PrinterOutlined aria-hidden /> {t('invoices.print')}
            </Link>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('detail.noInvoice')}</Typography.Text>
        )}
      </Card>
      <OrderPayments order={order} />
      <OrderReturns order={order} />
      <StageHistory order={order} />
    </Flex>
  )
}
