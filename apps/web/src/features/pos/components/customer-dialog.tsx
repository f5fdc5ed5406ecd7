import { zodResolver } from '@hookform/resolvers/zod'
import { customerInputSchema } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Divider, Flex, Form, Input, List, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { resourceErrorMap } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { createCustomer, searchCustomers } from '../api/pos-api.ts'
import { useArrowList } from '../keyboard/arrow-list.ts'
import { useTill } from '../screens/till-store.ts'

type Customer = { id: number; name: string }
const NO_CUSTOMERS: { id: number; name: string; phone: string | null }[] = []
// The quick add sends a customer's name and phone: the contract's own rules for them, checked before sending.
const quickAddSchema = customerInputSchema.pick({ name: true, phone: true })
const NO_CUSTOMER = { name: '', phone: '' }

/** F3: find the customer by name or phone, or add one with a name and a phone, without leaving the till. */
export function CustomerDialog() {
  const { t } = useTranslation('pos')
  const { screen, closeDialog, draft } = useTill()
  const open = screen.dialog === 'customer'
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
  const form = useForm<z.input<typeof quickAddSchema>, unknown, z.output<typeof quickAddSchema>>({
    resolver: zodResolver(quickAddSchema, { error: resourceErrorMap }),
    defaultValues: NO_CUSTOMER,
  })
  const [error, setError] = useState<string | null>(null)
  const pick = (customer: Customer | null) => {
    draft.dispatch({ type: 'setCustomer', customer })
    closeDialog()
  }
  const add = form.handleSubmit(async ({ name, phone }) => {
    setError(null)
    try {
      const created = await createCustomer(name, phone ?? null)
      pick({ id: created.id, name: created.name })
    } catch (e) {
      setError(describeError(e))
    }
  })
  const saving = form.formState.isSubmitting
  return (
    <Modal
      open={open}
      onCancel={closeDialog}
      // The next customer starts from an empty quick add.
      afterClose={() => {
        form.reset(NO_CUSTOMER)
        setError(null)
      }}
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
      <form onSubmit={(event) => !saving && void add(event)} noValidate>
        <Form layout="inline" component={false}>
          <Flex gap={8} style={{ width: '100%' }}>
            <FieldFrame control={form.control} name="name" idPrefix="quick-customer" style={{ flex: 1 }}>
              {({ value, ...field }) => (
                <Input
                  {...field}
                  value={value ?? ''}
                  placeholder={t('dialogs.customerName')}
                  aria-label={t('dialogs.customerName')}
                />
              )}
            </FieldFrame>
            <FieldFrame control={form.control} name="phone" idPrefix="quick-customer" style={{ flex: 1 }}>
              {({ value, ...field }) => (
                <Input
                  {...field}
                  value={value ?? ''}
                  placeholder={t('dialogs.customerPhone')}
                  aria-label={t('dialogs.customerPhone')}
                  inputMode="tel"
                />
              )}
            </FieldFrame>
            <Button htmlType="submit" loading={saving}>
              {t('dialogs.quickAdd')}
            </Button>
          </Flex>
        </Form>
      </form>
    </Modal>
  )
}
