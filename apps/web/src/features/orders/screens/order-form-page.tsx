import { type OpenOrderRequest, openOrderRequestSchema, type Product } from '@sms/contract'
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { get } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AddressPicker } from '../../../components/address-picker/address-picker.tsx'
import {
  type AddressValue,
  deliveryAddressOf,
  EMPTY_ADDRESS,
  isUntouched,
} from '../../../components/address-picker/address-value.ts'
import { ProductScanInput } from '../../../components/product-scan/product-scan-input.tsx'
import { fieldErrorMessage } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useDocumentForm } from '../../../components/resource/use-document-form.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useCreateOrder, useCustomerSearch, useMyStores } from '../api/orders-api.ts'
import { addProduct, type OrderLine, OrderLinesTable } from '../components/order-lines-table.tsx'
import { useOrderShortages } from '../components/use-order-shortages.ts'

type Values = {
  /** Null until another store is chosen: the first of the user's stores is the order's. */
  store_id: number | null
  customer_id: number | null
  shipping_address: AddressValue
  delivery_note: string
  note: string
  lines: OrderLine[]
}

const ADDRESS_PARTS = Object.keys(EMPTY_ADDRESS) as (keyof AddressValue)[]

/**
 * `/orders/create` (or `/orders/new`): a phone or delivery order. It reserves nothing: it waits in `/orders/review` until approved,
 * when the server prices it again and takes the stock. A scan or a pick adds a line, or one more of it.
 */
export function OrderFormPage() {
  const { t } = useTranslation('orders')
  const translate = t as unknown as (key: string, params?: object) => string
  const lang = useLang()
  const to = useLocalePath()
  const navigate = useNavigate()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const stores = useMyStores()
  const create = useCreateOrder()
  const firstStore = stores.data?.[0]?.id ?? null

  // One order per click; a retry of the same order reuses its key, an edited one gets a new key.
  const { form, save, busy, failure } = useDocumentForm<
    Values,
    OpenOrderRequest,
    { id: number; number: string | null }
  >({
    defaultValues: {
      store_id: null,
      customer_id: null,
      shipping_address: EMPTY_ADDRESS,
      delivery_note: '',
      note: '',
      lines: [],
    },
    schema: openOrderRequestSchema,
    toBody: (values) => {
      const address = values.shipping_address
      return {
        store_id: (values.store_id ?? firstStore) as number,
        customer_id: values.customer_id,
        lines: values.lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
        shipping_address: address.address || address.province_id ? address : null,
        delivery_note: values.delivery_note.trim() || null,
        note: values.note.trim() || null,
      }
    },
    send: (body, key) => create.mutateAsync({ key, body }),
    keyPer: 'body',
    serverFields: ['store_id', 'customer_id', 'lines', 'shipping_address', 'delivery_note', 'note'],
    onSaved: (order) => {
      void message.success(t('create.saved', { number: order.number ?? `#${order.id}` }))
      navigate(to(`/orders/${order.id}`))
    },
  })
  useEffect(() => {
    if (failure) void message.error(describeError(failure))
  }, [failure, message, describeError])
  const { control, formState, setValue } = form
  const [storeId, lines, address] = form.watch(['store_id', 'lines', 'shipping_address'])

  const [customerText, setCustomerText] = useState('')
  const customers = useCustomerSearch(useDebouncedValue(customerText, 250))
  /** The address last filled in from a customer, so another customer replaces it but never a typed one. */
  const filled = useRef<AddressValue>(EMPTY_ADDRESS)
  const store = storeId ?? firstStore
  const [lastPicked, setLastPicked] = useState<number | null>(null)
  const stock = useOrderShortages(
    stores.data?.find((s) => s.id === store),
    lines,
    lastPicked,
  )

  const add = (product: Product) => {
    setLastPicked(product.id)
    setValue('lines', addProduct(form.getValues('lines'), product), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    })
  }

  // The customer's address is the order's default (their shipping address first), as on the server.
  const pickCustomer = (id: number | null) => {
    setValue('customer_id', id, { shouldDirty: true })
    if (!isUntouched(address, filled.current)) return
    const customer = customers.data?.find((c) => c.id === id)
    filled.current = customer ? deliveryAddressOf(customer) : EMPTY_ADDRESS
    setValue('shipping_address', filled.current, { shouldDirty: true })
  }

  // The address's parts stand under their own controls (the server's `shipping_address.province_id`).
  const addressErrors = Object.fromEntries(
    ADDRESS_PARTS.flatMap((part) => {
      const code = (get(formState.errors, `shipping_address.${part}`) as { message?: string } | undefined)
        ?.message
      if (code === undefined) return []
      const text = fieldErrorMessage(code)
      return [[part, translate(text.key, text.params)]]
    }),
  )

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('create.title')}
      </Typography.Title>
      <Form layout="vertical" onFinish={() => void save()}>
        <Card>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FieldFrame
                control={control}
                name="store_id"
                idPrefix="order"
                id="order-store"
                label={t('create.store')}
                required
              >
                {({ id, status, onBlur }) => (
                  <Select
                    id={id}
                    showSearch
                    optionFilterProp="label"
                    status={status}
                    value={store}
                    onChange={(next) => setValue('store_id', next, { shouldValidate: formState.isSubmitted })}
                    onBlur={onBlur}
                    options={(stores.data ?? []).map((s) => ({ value: s.id, label: localizedName(s, lang) }))}
                  />
                )}
              </FieldFrame>
            </Col>
            <Col xs={24} md={12}>
              <FieldFrame
                control={control}
                name="customer_id"
                idPrefix="order"
                id="order-customer"
                label={t('create.customer')}
              >
                {({ id, status, value }) => (
                  <Select
                    id={id}
                    showSearch
                    allowClear
                    filterOption={false}
                    status={status}
                    placeholder={t('create.customerSearch')}
                    value={value}
                    onSearch={setCustomerText}
                    onChange={(next) => pickCustomer(next ?? null)}
                    options={(customers.data ?? []).map((c) => ({
                      value: c.id,
                      label: [c.name, c.phone].filter(Boolean).join(' · '),
                    }))}
                  />
                )}
              </FieldFrame>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('create.shippingAddress')}
          </Typography.Title>
          <AddressPicker
            prefix=""
            value={address}
            onChange={(next) => setValue('shipping_address', next, { shouldDirty: true })}
            errors={addressErrors}
            idPrefix="order-"
          />
          <Row gutter={16}>
            {(['delivery_note', 'note'] as const).map((name) => (
              <Col xs={24} md={12} key={name}>
                <FieldFrame
                  control={control}
                  name={name}
                  idPrefix="order"
                  id={name === 'note' ? 'order-note' : 'order-delivery-note'}
                  label={t(name === 'note' ? 'create.note' : 'create.deliveryNote')}
                >
                  {({ id, value, onChange, onBlur, ref, status }) => (
                    <Input.TextArea
                      id={id}
                      ref={ref}
                      rows={2}
                      maxLength={name === 'note' ? 500 : 1000}
                      status={status}
                      value={value}
                      onChange={(e) => onChange(e.target.value)}
                      onBlur={onBlur}
                    />
                  )}
                </FieldFrame>
              </Col>
            ))}
          </Row>
        </Card>
        <Card title={t('create.lines')} style={{ marginTop: 16 }}>
          <FieldFrame
            control={control}
            name="lines"
            idPrefix="order"
            errorKeys={{ too_small: 'orders:create.noLines' }}
            style={{ marginBottom: 0 }}
          >
            {({ value, onChange }) => (
              <Flex vertical gap={12}>
                <ProductScanInput
                  id="order-product"
                  onPick={add}
                  note={stock.note}
                  noteTone={stock.blocking ? 'danger' : 'warning'}
                />
                <OrderLinesTable value={value} onChange={onChange} errors={formState.errors} stock={stock} />
              </Flex>
            )}
          </FieldFrame>
        </Card>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="open-order">
            {t('create.save')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  )
}
