import { DeleteOutlined } from '@ant-design/icons'
import type { Product } from '@sms/contract'
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Table, Typography } from 'antd'
import { useRef, useState } from 'react'
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
import { localizedName } from '../../../components/resource/resource-text.ts'
import { ShortageTag } from '../../../components/stock-shortage.tsx'
import { useActionKeys } from '../../../lib/api/action-key.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useCreateOrder, useCustomerSearch, useMyStores } from '../api/orders-api.ts'
import { useMoney } from '../components/use-money.ts'
import { useOrderShortages } from '../components/use-order-shortages.ts'

type Line = { product: Product; quantity: number }

/**
 * `/orders/create` (or `/orders/new`): a phone or delivery order. It reserves nothing: it waits in `/orders/review` until approved,
 * when the server prices it again and takes the stock. A scan or a pick adds a line, or one more of it.
 */
export function OrderFormPage() {
  const { t } = useTranslation('orders')
  const lang = useLang()
  const to = useLocalePath()
  const navigate = useNavigate()
  const money = useMoney()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const stores = useMyStores()
  const create = useCreateOrder()
  const keys = useActionKeys()

  const [storeId, setStoreId] = useState<number | null>(null)
  const [customerId, setCustomerId] = useState<number | null>(null)
  const [customerText, setCustomerText] = useState('')
  const customers = useCustomerSearch(useDebouncedValue(customerText, 250))
  const [address, setAddress] = useState<AddressValue>(EMPTY_ADDRESS)
  /** The address last filled in from a customer, so another customer replaces it but never a typed one. */
  const filled = useRef<AddressValue>(EMPTY_ADDRESS)
  const [deliveryNote, setDeliveryNote] = useState('')
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<Line[]>([])
  const [tried, setTried] = useState(false)
  const store = storeId ?? stores.data?.[0]?.id ?? null
  const [lastPicked, setLastPicked] = useState<number | null>(null)
  const stock = useOrderShortages(
    stores.data?.find((s) => s.id === store),
    lines,
    lastPicked,
  )

  const add = (product: Product) => {
    setLastPicked(product.id)
    setLines((current) => {
      const found = current.find((l) => l.product.id === product.id)
      if (found) return current.map((l) => (l === found ? { ...l, quantity: l.quantity + 1 } : l))
      return [...current, { product, quantity: 1 }]
    })
  }

  // The customer's address is the order's default (their shipping address first), as on the server.
  const pickCustomer = (id: number | null) => {
    setCustomerId(id)
    if (!isUntouched(address, filled.current)) return
    const customer = customers.data?.find((c) => c.id === id)
    filled.current = customer ? deliveryAddressOf(customer) : EMPTY_ADDRESS
    setAddress(filled.current)
  }

  // One order per click; a retry of the same order reuses its key, an edited one gets a new key.
  const { run: save, busy } = useSubmitOnce(async () => {
    setTried(true)
    if (!store || lines.length === 0) return
    const hasAddress = address.address || address.province_id
    const body = {
      store_id: store,
      customer_id: customerId,
      lines: lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
      shipping_address: hasAddress ? address : null,
      delivery_note: deliveryNote.trim() || null,
      note: note.trim() || null,
    }
    try {
      const order = await create.mutateAsync({ key: keys.keyFor(body), body })
      keys.done()
      void message.success(t('create.saved', { number: order.number ?? `#${order.id}` }))
      navigate(to(`/orders/${order.id}`))
    } catch (e) {
      void message.error(describeError(e))
    }
  })

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('create.title')}
      </Typography.Title>
      <Form layout="vertical" onFinish={() => void save()}>
        <Card>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('create.store')} htmlFor="order-store" required>
                <Select
                  id="order-store"
                  showSearch
                  optionFilterProp="label"
                  value={store}
                  onChange={setStoreId}
                  options={(stores.data ?? []).map((s) => ({ value: s.id, label: localizedName(s, lang) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('create.customer')} htmlFor="order-customer">
                <Select
                  id="order-customer"
                  showSearch
                  allowClear
                  filterOption={false}
                  placeholder={t('create.customerSearch')}
                  value={customerId}
                  onSearch={setCustomerText}
                  onChange={(id) => pickCustomer(id ?? null)}
                  options={(customers.data ?? []).map((c) => ({
                    value: c.id,
                    label: [c.name, c.phone].filter(Boolean).join(' · '),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('create.shippingAddress')}
          </Typography.Title>
          <AddressPicker prefix="" value={address} onChange={setAddress} idPrefix="order-" />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('create.deliveryNote')} htmlFor="order-delivery-note">
                <Input.TextArea
                  id="order-delivery-note"
                  rows={2}
                  maxLength={1000}
                  value={deliveryNote}
                  onChange={(e) => setDeliveryNote(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('create.note')} htmlFor="order-note">
                <Input.TextArea
                  id="order-note"
                  rows={2}
                  maxLength={500}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('create.lines')} style={{ marginTop: 16 }}>
          <Flex vertical gap={12}>
            <ProductScanInput
              id="order-product"
              onPick={add}
              note={stock.note}
              noteTone={stock.blocking ? 'danger' : 'warning'}
            />
            <Table<Line>
              rowKey={(l) => l.product.id}
              size="small"
              pagination={false}
              dataSource={lines}
              locale={{
                emptyText: <Typography.Text type="secondary">{t('create.noLines')}</Typography.Text>,
              }}
              columns={[
                {
                  key: 'name',
                  title: t('create.product'),
                  render: (_, l) => {
                    const shortage = stock.short.get(l.product.id)
                    return (
                      <Flex vertical align="start" gap={2}>
                        {localizedName(l.product, lang)}
                        {shortage && <ShortageTag shortage={shortage} blocking={stock.blocking} />}
                      </Flex>
                    )
                  },
                },
                {
                  key: 'qty',
                  title: t('create.quantity'),
                  render: (_, l) => (
                    <InputNumber
                      aria-label={`${t('create.quantity')} ${localizedName(l.product, lang)}`}
                      min={0.001}
                      step={1}
                      value={l.quantity}
                      onChange={(v) =>
                        setLines((c) =>
                          c.map((x) => (x === l ? { ...x, quantity: Number(v) || x.quantity } : x)),
                        )
                      }
                    />
                  ),
                },
                {
                  key: 'price',
                  title: t('create.unitPrice'),
                  align: 'right',
                  render: (_, l) => money.usd(l.product.price_usd),
                },
                {
                  key: 'amount',
                  title: t('create.amount'),
                  align: 'right',
                  render: (_, l) => money.usd(Math.round(l.product.price_usd * l.quantity)),
                },
                {
                  key: 'remove',
                  title: '',
                  render: (_, l) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('create.remove', { name: localizedName(l.product, lang) })}
                      onClick={() => setLines((c) => c.filter((x) => x !== l))}
                    />
                  ),
                },
              ]}
            />
            {tried && lines.length === 0 && (
              <Typography.Text type="danger">{t('create.noLines')}</Typography.Text>
            )}
          </Flex>
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
