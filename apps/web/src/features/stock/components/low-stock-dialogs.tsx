import { type LowStock, suppliersResource } from '@sms/contract'
import { Alert, App, Button, Flex, Form, InputNumber, Modal, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useDraftsFromLowStock, useSetThreshold } from '../api/purchasing-api.ts'
import { useStockErrorMessage } from './stock-errors.ts'

/** Sets this store's own threshold for a product, or returns it to the product's. */
export function ThresholdDialog({
  row,
  name,
  onClose,
}: {
  row: LowStock
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation(['purchasing', 'stock'])
  const { message } = App.useApp()
  const inputId = useId()
  const [value, setValue] = useState<number | null>(row.store_threshold ?? row.low_stock_threshold)
  const [key] = useState(() => crypto.randomUUID())
  const [resetKey] = useState(() => crypto.randomUUID())
  const save = useSetThreshold()
  const describeError = useStockErrorMessage()
  const send = (threshold: number | null, idempotencyKey: string) =>
    save.mutate(
      {
        body: { store_id: row.store_id, product_id: row.product_id, low_stock_threshold: threshold },
        key: idempotencyKey,
      },
      {
        onSuccess: (saved) => {
          message.success(t('low.thresholdSaved', { name, threshold: saved.low_stock_threshold }))
          onClose()
        },
      },
    )

  return (
    <Modal
      open
      title={t('low.editThresholdOf', { name })}
      onCancel={onClose}
      okText={t('low.saveThreshold')}
      cancelText={t('orders.cancelForm')}
      okButtonProps={{ disabled: value === null, loading: save.isPending }}
      onOk={() => send(value, key)}
      footer={(_, { OkBtn, CancelBtn }) => (
        <Flex justify="space-between" gap={8} wrap>
          <Button disabled={row.store_threshold === null} onClick={() => send(null, resetKey)}>
            {t('low.useProductThreshold')}
          </Button>
          <Flex gap={8}>
            <CancelBtn />
            <OkBtn />
          </Flex>
        </Flex>
      )}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('low.threshold')} htmlFor={inputId} extra={t('low.thresholdHint')}>
          <InputNumber<number>
            id={inputId}
            value={value}
            min={0}
            precision={0}
            onChange={setValue}
            onPressEnter={() => value !== null && send(value, key)}
            style={{ width: '100%' }}
            autoFocus
          />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon title={describeError(save.error)} />}
    </Modal>
  )
}

/** One draft purchase order per supplier for the store's low products (the chosen ones, or all). */
export function DraftsDialog({
  storeId,
  productIds,
  onClose,
}: {
  storeId: number
  productIds: number[]
  onClose: () => void
}) {
  const { t } = useTranslation(['purchasing', 'stock'])
  const to = useLocalePath()
  const supplierId = useId()
  const [fallback, setFallback] = useState<number | null>(null)
  const [key] = useState(() => crypto.randomUUID())
  const drafts = useDraftsFromLowStock()
  const describeError = useStockErrorMessage()
  const done = drafts.data

  const create = () =>
    drafts.mutate({
      body: {
        store_id: storeId,
        product_ids: productIds.length > 0 ? productIds : null,
        supplier_id: fallback,
      },
      key,
    })

  if (done) {
    const noSupplier = done.skipped.filter((item) => item.reason === 'no_supplier').length
    const onOrder = done.skipped.filter((item) => item.reason === 'on_order').length
    return (
      <Modal
        open
        title={t('low.draftsMade', { count: done.purchase_orders.length })}
        onCancel={onClose}
        footer={null}
      >
        <Flex vertical gap={8}>
          {done.purchase_orders.map((order) => (
            <Link key={order.id} to={to(`/stocks/purchase-orders/${order.id}`)}>
              {t('low.draftLink', { id: order.id, supplier: order.supplier_name })}
            </Link>
          ))}
          {noSupplier > 0 && (
            <Alert type="warning" showIcon title={t('low.skippedNoSupplier', { count: noSupplier })} />
          )}
          {onOrder > 0 && <Alert type="info" showIcon title={t('low.skippedOnOrder', { count: onOrder })} />}
        </Flex>
      </Modal>
    )
  }

  return (
    <Modal
      open
      title={productIds.length > 0 ? t('low.draftSelected', { count: productIds.length }) : t('low.draftAll')}
      onCancel={onClose}
      okText={t('low.createDrafts')}
      cancelText={t('orders.cancelForm')}
      okButtonProps={{ loading: drafts.isPending }}
      onOk={create}
    >
      <Typography.Paragraph>{t('low.draftExplain')}</Typography.Paragraph>
      <Can permission="suppliers.list">
        <Form layout="vertical" component="div">
          <Form.Item label={t('low.fallbackSupplier')} htmlFor={supplierId} extra={t('low.fallbackHint')}>
            <ReferenceSelect
              id={supplierId}
              reference={{ contract: suppliersResource, label: (record) => String(record.name) }}
              value={fallback}
              onChange={setFallback}
              placeholder={t('orders.supplierPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Can>
      {drafts.isError && (
        <Alert type="error" showIcon title={describeDraftError(drafts.error, t, describeError)} />
      )}
    </Modal>
  )
}

/** "Nothing to order" says why; anything else as the stock pages say it. */
function describeDraftError(
  error: unknown,
  t: (key: 'low.nothingToOrder') => string,
  describeError: (error: unknown) => string,
) {
  const nothing = isApiError(error) && error.errors.product_ids?.includes('nothing_to_order')
  return nothing ? t('low.nothingToOrder') : describeError(error)
}
