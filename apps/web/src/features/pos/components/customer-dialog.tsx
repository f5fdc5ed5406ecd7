import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Divider, Flex, Form, Input, List, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { createCustomer, searchCustomers } from '../api/pos-api.ts'
import { useArrowList } from '../keyboard/arrow-list.ts'

type Customer = { id: number; name: string }
const NO_CUSTOMERS: { id: number; name: string; phone: string | null }[] = []

/** F3: find the customer by name or phone, or add one with a name and a phone, without leaving the till. */
export function CustomerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean
  onClose: () => void
  onPick: (c: Customer | null) => void
}) {
  const { t } = useTranslation('pos')
  const describeError = useErrorMessage()
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), 200)
  const found = useQuery({
    queryKey: ['pos', 'customers', q],
    queryFn: ({ signal }) => searchCustomers(q, signal),
    enabled: open,
  })
  const customers = found.data ?? NO_CUSTOMERS
  const list = useArrowList(customers, text)
  useEffect(() => {
    if (list.active)
      document.getElementById(`till-customer-${list.active.id}`)?.scrollIntoView({ block: 'nearest' })
  }, [list.active])
  const [form] = Form.useForm<{ name: string; phone?: string }>()
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const pick = (customer: Customer | null) => {
    onPick(customer)
    onClose()
  }
  const add = async (values: { name: string; phone?: string }) => {
    setSaving(true)
    setError(null)
    try {
      const created = await createCustomer(values.name.trim(), values.phone?.trim() || null)
      pick({ id: created.id, name: created.name })
    } catch (e) {
      setError(describeError(e))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('dialogs.customerTitle')}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Input
        autoFocus
        aria-label={t('dialogs.customerSearch')}
        placeholder={t('dialogs.customerSearch')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-activedescendant={list.active ? `till-customer-${list.active.id}` : undefined}
        onKeyDown={(event) => {
          // ↑/↓ highlight a customer found, Enter takes the highlighted one, or the only one found.
          if (list.onArrow(event) || event.key !== 'Enter') return
          event.preventDefault()
          const [only, ...rest] = customers
          const chosen = list.active ?? (rest.length === 0 ? only : undefined)
          if (chosen) pick({ id: chosen.id, name: chosen.name })
        }}
        data-testid="till-customer-search"
      />
      <List
        size="small"
        loading={found.isFetching}
        dataSource={customers}
        style={{ maxHeight: 260, overflow: 'auto' }}
        renderItem={(c) => (
          <List.Item>
            <Button
              id={`till-customer-${c.id}`}
              type={list.active === c ? 'primary' : 'text'}
              ghost={list.active === c}
              aria-current={list.active === c ? 'true' : undefined}
              block
              style={{ textAlign: 'start', justifyContent: 'space-between', display: 'flex' }}
              onClick={() => pick({ id: c.id, name: c.name })}
            >
              <span>{c.name}</span>
              <span>{c.phone}</span>
            </Button>
          </List.Item>
        )}
      />
      <Button block onClick={() => pick(null)}>
        {t('dialogs.customerNone')}
      </Button>
      <Divider>{t('dialogs.quickAdd')}</Divider>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form form={form} layout="inline" onFinish={add}>
        <Flex gap={8} style={{ width: '100%' }}>
          <Form.Item name="name" rules={[{ required: true }]} style={{ flex: 1 }}>
            <Input placeholder={t('dialogs.customerName')} aria-label={t('dialogs.customerName')} />
          </Form.Item>
          <Form.Item name="phone" style={{ flex: 1 }}>
            <Input
              placeholder={t('dialogs.customerPhone')}
              aria-label={t('dialogs.customerPhone')}
              inputMode="tel"
            />
          </Form.Item>
          <Button htmlType="submit" loading={saving}>
            {t('dialogs.quickAdd')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  )
}
