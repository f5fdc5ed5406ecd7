import type { discountSchema } from '@sms/contract'
import { parseTypedAmount } from '@sms/contract'
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { AmountError } from '../../../components/resource/widgets/amount-error.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { type CartDiscount, isDiscountApplicable, isValidQuantity, localToday } from '../cart/cart-math.ts'
import { moveFocusAmongButtons } from '../keyboard/arrow-list.ts'
import { usd } from '../receipt/money-text.ts'

type Discount = z.infer<typeof discountSchema>

type Close = { open: boolean; onClose: () => void }

/** F6: the selected line's quantity, up to three decimals (weighed goods). */
export function QuantityDialog({
  open,
  onClose,
  name,
  initial,
  onSave,
}: Close & { name: string; initial: string; onSave: (q: string) => void }) {
  const { t } = useTranslation('pos')
  const [value, setValue] = useState(initial)
  const valid = isValidQuantity(value.trim())
  const save = () => {
    if (!valid) return
    onSave(value.trim())
    onClose()
  }
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      okButtonProps={{ disabled: !valid }}
      title={t('dialogs.quantityTitle', { name })}
      destroyOnHidden
      okText={t('dialogs.ok')}
      cancelText={t('dialogs.cancel')}
    >
      <Input
        autoFocus
        inputMode="decimal"
        aria-label={t('cart.quantity')}
        value={value}
        onFocus={(e) => e.target.select()}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={save}
        status={valid ? undefined : 'error'}
        size="large"
      />
      {!valid && <Typography.Text type="danger">{t('dialogs.quantityInvalid')}</Typography.Text>}
    </Modal>
  )
}

/** F7 (pos.edit): a price set by hand for the selected line, in dollars. */
export function PriceDialog({
  open,
  onClose,
  name,
  initial,
  onSave,
}: Close & { name: string; initial: number; onSave: (cents: number | null) => void }) {
  const { t } = useTranslation('pos')
  const [value, setValue] = useState((initial / 100).toFixed(2))
  const parsed = parseTypedAmount(value, 'USD')
  const cents = parsed?.ok && parsed.value >= 0 ? parsed.value : null
  const problem = parsed && !parsed.ok ? parsed.error : null
  const save = () => {
    if (cents === null) return
    onSave(cents)
    onClose()
  }
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('dialogs.priceTitle', { name })}
      destroyOnHidden
      footer={[
        <Button
          key="reset"
          onClick={() => {
            onSave(null)
            onClose()
          }}
        >
          {t('dialogs.priceReset')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('dialogs.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={cents === null} onClick={save}>
          {t('dialogs.ok')}
        </Button>,
      ]}
    >
      <Input
        autoFocus
        inputMode="decimal"
        prefix="$"
        aria-label={t('cart.price')}
        value={value}
        onFocus={(e) => e.target.select()}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={save}
        size="large"
        status={problem ? 'error' : undefined}
        aria-describedby={problem ? 'price-dialog-error' : undefined}
      />
      {problem && <AmountError id="price-dialog-error" error={problem} currency="USD" />}
    </Modal>
  )
}

/** F8 / Shift+F8: a discount from the discounts list that applies today to this amount. */
export function DiscountDialog({
  open,
  onClose,
  title,
  base,
  discounts,
  current,
  onSave,
}: Close & {
  title: string
  base: number
  discounts: Discount[]
  current: number | null
  onSave: (discount: CartDiscount | null) => void
}) {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const usable = discounts.filter((d) => isDiscountApplicable(d, base, localToday()))
  const choose = (d: CartDiscount | null) => {
    onSave(d)
    onClose()
  }
  return (
    <Modal open={open} onCancel={onClose} title={title} footer={null} destroyOnHidden>
      {/* ↑/↓ move between the discounts, Enter takes the focused one. */}
      <Flex vertical gap={6} onKeyDown={moveFocusAmongButtons} data-testid="discount-choices">
        <Button
          autoFocus={current === null}
          onClick={() => choose(null)}
          type={current === null ? 'primary' : 'default'}
        >
          {t('dialogs.noDiscount')}
        </Button>
        {usable.map((d, index) => (
          <Button
            key={d.id}
            autoFocus={current === d.id || (current === null && index === -1)}
            type={current === d.id ? 'primary' : 'default'}
            onClick={() => choose(d)}
            style={{ justifyContent: 'space-between', display: 'flex' }}
          >
            <span>{localizedName(d, lang)}</span>
            <span>
              {d.type === 'percentage' ? t('dialogs.discountPercent', { value: d.value }) : usd(d.value)}
            </span>
          </Button>
        ))}
      </Flex>
    </Modal>
  )
}

/** A manager types their username and PIN at the till; the server checks them with the sale. */
export function ApprovalDialog({
  open,
  onClose,
  onApprove,
  error,
  help,
}: Close & {
  onApprove: (a: { username: string; pin: string }) => void
  error: string | null
  /** What needs the manager, when it is not a sale's discount or price (a return over the cashier's limit). */
  help?: string
}) {
  const { t } = useTranslation('pos')
  const [form] = Form.useForm<{ username: string; pin: string }>()
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('dialogs.approvalTitle')}
      onOk={() => form.submit()}
      okText={t('dialogs.approve')}
      cancelText={t('dialogs.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="approval-help">
        {help ?? t('dialogs.approvalHelp')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form form={form} layout="vertical" onFinish={onApprove} preserve={false}>
        <Form.Item name="username" label={t('dialogs.username')} rules={[{ required: true }]}>
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item name="pin" label={t('dialogs.pin')} rules={[{ required: true, pattern: /^\d{4,8}$/ }]}>
          <Input.Password inputMode="numeric" autoComplete="off" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
