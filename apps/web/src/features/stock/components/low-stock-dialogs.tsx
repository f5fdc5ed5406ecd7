import {
  draftsFromLowStockInputSchema,
  type LowStock,
  suppliersResource,
  type ThresholdInput,
  thresholdInputSchema,
} from '@sms/contract'
import { Alert, App, Button, Flex, Form, InputNumber, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
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
  const form = useForm<ThresholdInput>({
    resolver: schemaResolver(thresholdInputSchema),
    defaultValues: { low_stock_threshold: row.store_threshold ?? row.low_stock_threshold },
  })
  // An empty field saves nothing: returning to the product's threshold is its own button.
  const value = form.watch('low_stock_threshold')
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
    <FormModal
      open
      title={t('low.editThresholdOf', { name })}
      onCancel={onClose}
      okText={t('low.saveThreshold')}
      cancelText={t('orders.cancelForm')}
      okButtonProps={{ disabled: value === null }}
      busy={save.isPending}
      onSubmit={form.handleSubmit(({ low_stock_threshold }) => send(low_stock_threshold, key))}
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
      <Form layout="vertical" component={false}>
        <FieldFrame
          control={form.control}
          name="low_stock_threshold"
          idPrefix="low-stock"
          label={t('low.threshold')}
          extra={t('low.thresholdHint')}
        >
          {({ value, onChange, onBlur, ref, id, status }) => (
            <InputNumber<number>
              id={id}
              ref={ref}
              status={status}
              value={value}
              min={0}
              precision={0}
              onChange={onChange}
              onBlur={onBlur}
              style={{ width: '100%' }}
              autoFocus
            />
          )}
        </FieldFrame>
      </Form>
      {save.isError && <Alert type="error" showIcon title={describeError(save.error)} />}
    </FormModal>
  )
}

// The store's fallback supplier, as the contract takes it. Not a FormModal: Enter in the supplier search
// picks a supplier, it does not create the drafts.
const supplierSchema = draftsFromLowStockInputSchema.pick({ supplier_id: true })
type SupplierValues = { supplier_id: number | null }

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
  const form = useForm<SupplierValues>({
    resolver: schemaResolver(supplierSchema),
    defaultValues: { supplier_id: null },
  })
  const [key] = useState(() => crypto.randomUUID())
  const drafts = useDraftsFromLowStock()
  const describeError = useStockErrorMessage()
  const done = drafts.data

  const create = form.handleSubmit(({ supplier_id }) =>
    drafts.mutate({
      body: { store_id: storeId, product_ids: productIds.length > 0 ? productIds : null, supplier_id },
      key,
    }),
  )

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
        <Form layout="vertical" component={false}>
          <FieldFrame
            control={form.control}
            name="supplier_id"
            idPrefix="low-stock"
            label={t('low.fallbackSupplier')}
            extra={t('low.fallbackHint')}
          >
            {({ value, onChange, onBlur, id, status }) => (
              <ReferenceSelect
                id={id}
                status={status}
                reference={{ contract: suppliersResource, label: (record) => String(record.name) }}
                value={value ?? null}
                onChange={onChange}
                onBlur={onBlur}
                placeholder={t('orders.supplierPlaceholder')}
              />
            )}
          </FieldFrame>
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
