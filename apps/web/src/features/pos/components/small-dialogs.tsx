import { zodResolver } from '@hookform/resolvers/zod'
import { money } from '@sms/contract'
import { Button, Flex, Form, Input, Modal } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resourceErrorMap } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { type CartDiscount, isDiscountApplicable, isValidQuantity, localToday } from '../cart/cart-math.ts'
import { moveFocusAmongButtons } from '../keyboard/arrow-list.ts'
import { usd } from '../receipt/money-text.ts'
import { useTill } from '../screens/till-store.ts'

/** The cart line the F6–F8 dialogs act on, with its figures and its name in the interface language. */
function useSelectedLine() {
  const { draft, totals } = useTill()
  const lang = useLang()
  const { cart } = draft
  const line = cart.lines[cart.selected]
  return line && { line, figures: totals.lines[cart.selected], name: localizedName(line.product, lang) }
}

// A quantity as typed (weighed goods take up to three decimals); the cart keeps it as this text.
const quantitySchema = z.object({ quantity: z.string().trim().refine(isValidQuantity, 'quantity') })
const QUANTITY_INVALID = {
  quantity: 'pos:dialogs.quantityInvalid',
  'validation.required': 'pos:dialogs.quantityInvalid',
}

/** F6: the selected line's quantity, up to three decimals (weighed goods). */
export function QuantityDialog() {
  const { t } = useTranslation('pos')
  const { draft, closeDialog } = useTill()
  const selected = useSelectedLine()
  const form = useForm<z.input<typeof quantitySchema>, unknown, z.output<typeof quantitySchema>>({
    resolver: zodResolver(quantitySchema, { error: resourceErrorMap }),
    defaultValues: { quantity: selected?.line.quantity ?? '' },
    // Said while typing, as the OK button is off until the quantity can be taken.
    mode: 'onChange',
  })
  if (!selected) return null
  const save = form.handleSubmit(({ quantity }) => {
    draft.dispatch({ type: 'setQuantity', quantity })
    closeDialog()
  })
  return (
    <FormModal
      open
      onCancel={closeDialog}
      onSubmit={save}
      okButtonProps={{ disabled: !form.formState.isValid }}
      title={t('dialogs.quantityTitle', { name: selected.name })}
      destroyOnHidden
      okText={t('dialogs.ok')}
      cancelText={t('dialogs.cancel')}
    >
      <Form component={false}>
        <FieldFrame control={form.control} name="quantity" idPrefix="till" errorKeys={QUANTITY_INVALID}>
          {({ value, ...field }) => (
            <Input
              {...field}
              value={value}
              autoFocus
              inputMode="decimal"
              aria-label={t('cart.quantity')}
              onFocus={(e) => e.target.select()}
              size="large"
            />
          )}
        </FieldFrame>
      </Form>
    </FormModal>
  )
}

// A unit price set by hand, in cents: the contract's money (never negative), read by the one amount parser.
const priceSchema = z.object({ cents: money })

/** F7 (pos.edit): a price set by hand for the selected line, in dollars; or back to the list price. */
export function PriceDialog() {
  const { t } = useTranslation('pos')
  const { draft, closeDialog } = useTill()
  const selected = useSelectedLine()
  const form = useForm<{ cents: number | null }, unknown, z.output<typeof priceSchema>>({
    resolver: schemaResolver(priceSchema),
    defaultValues: { cents: selected?.figures?.unitPrice ?? 0 },
    mode: 'onChange',
  })
  if (!selected) return null
  const setPrice = (cents: number | null) => {
    draft.dispatch({ type: 'setPrice', cents })
    closeDialog()
  }
  return (
    <FormModal
      open
      onCancel={closeDialog}
      onSubmit={form.handleSubmit(({ cents }) => setPrice(cents))}
      title={t('dialogs.priceTitle', { name: selected.name })}
      destroyOnHidden
      okText={t('dialogs.ok')}
      okButtonProps={{ disabled: !form.formState.isValid }}
      cancelText={t('dialogs.cancel')}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <Button onClick={() => setPrice(null)}>{t('dialogs.priceReset')}</Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form component={false}>
        <FieldFrame control={form.control} name="cents" idPrefix="till-price">
          {(field) => (
            <MoneyInput {...field} currency="USD" autoFocus aria-label={t('cart.price')} size="large" />
          )}
        </FieldFrame>
      </Form>
    </FormModal>
  )
}

type DiscountProps = {
  title: string
  /** The amount the discount would apply to: it must be applicable to it today. */
  base: number
  current: number | null
  onSave: (discount: CartDiscount | null) => void
}

/** A discount from the discounts list that applies today to this amount; a choice, not a form. */
function DiscountDialog({ title, base, current, onSave }: DiscountProps) {
  const { t } = useTranslation('pos')
  const { discounts, closeDialog } = useTill()
  const lang = useLang()
  const usable = discounts.filter((d) => isDiscountApplicable(d, base, localToday()))
  const choose = (d: CartDiscount | null) => {
    onSave(d)
    closeDialog()
  }
  return (
    <Modal open onCancel={closeDialog} title={title} footer={null} destroyOnHidden>
      {/* ↑/↓ move between the discounts, Enter takes the focused one. */}
      <Flex vertical gap={6} onKeyDown={moveFocusAmongButtons} data-testid="discount-choices">
        <Button
          autoFocus={current === null}
          onClick={() => choose(null)}
          type={current === null ? 'primary' : 'default'}
        >
          {t('dialogs.noDiscount')}
        </Button>
        {usable.map((d) => (
          <Button
            key={d.id}
            autoFocus={current === d.id}
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

/** F8: a discount on the selected line, on its gross amount. */
export function LineDiscountDialog() {
  const { t } = useTranslation('pos')
  const { draft } = useTill()
  const selected = useSelectedLine()
  if (!selected) return null
  return (
    <DiscountDialog
      title={t('dialogs.discountTitle', { name: selected.name })}
      base={selected.figures?.gross ?? 0}
      current={selected.line.discount?.id ?? null}
      onSave={(discount) => draft.dispatch({ type: 'setLineDiscount', discount })}
    />
  )
}

/** Shift+F8: a discount on the whole sale, on the lines after their own discounts. */
export function OrderDiscountDialog() {
  const { t } = useTranslation('pos')
  const { draft, totals } = useTill()
  return (
    <DiscountDialog
      title={t('dialogs.orderDiscountTitle')}
      base={totals.lines.reduce((sum, line) => sum + line.gross - line.lineDiscount, 0)}
      current={draft.cart.orderDiscount?.id ?? null}
      onSave={(discount) => draft.dispatch({ type: 'setOrderDiscount', discount })}
    />
  )
}
