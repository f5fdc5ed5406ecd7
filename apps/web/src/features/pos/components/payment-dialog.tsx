import { type CashRounding, type ChangeMode, settle } from '@sms/contract'
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Input,
  type InputRef,
  Modal,
  Segmented,
  Tag,
  Typography,
  theme,
} from 'antd'
import { type Ref, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountError } from '../../../components/resource/widgets/amount-error.tsx'
import type { PaymentCommand } from '../keyboard/keymap.ts'
import { QUICK_KHR, QUICK_USD } from '../keyboard/keymap.ts'
import { changeText, khr, usd } from '../receipt/money-text.ts'
import { KeyHint } from './key-hint.tsx'
import { KhqrPanel } from './khqr-panel.tsx'
import {
  amountProblem,
  CHANGE_MODE_CYCLE,
  type GivenTender,
  parseAmount,
  TENDER_BUTTONS,
} from './payment-tenders.ts'
import { TenderConfirmDialog } from './tender-confirm-dialog.tsx'
import { isTenderFarAbove } from './tender-limits.ts'

export type PaymentHandle = {
  command: (command: PaymentCommand) => void
  amountInput: () => HTMLInputElement | null
}
export type SendStatus = 'idle' | 'sending' | 'retrying' | 'saved' | 'failed'

type Props = {
  ref: Ref<PaymentHandle>
  open: boolean
  totalUsd: number
  totalKhr: number
  rate: number
  rounding: CashRounding
  /** The shop's change limit in cents: past it the server refuses the sale, so the till does not ask first. */
  maxChangeUsd?: number
  hasCustomer: boolean
  /** The customer's VATTIN: a tax invoice needs one. */
  customerVat: string | null
  taxInvoice: boolean
  onTaxInvoice: (on: boolean) => void
  storeId: number
  status: SendStatus
  error: string | null
  onBack: () => void
  onValidate: (tenders: GivenTender[], changeMode: ChangeMode) => void
}

/**
 * The payment step: tenders in dollars and riel, quick cash, paid / remaining / change in both currencies by
 * the contract's `settle` (the server's algorithm), the change mode (K), Enter to validate when fully paid.
 */
export function PaymentDialog(props: Props) {
  const { t } = useTranslation('pos')
  const { token } = theme.useToken()
  const [tenders, setTenders] = useState<GivenTender[]>([])
  const [selected, setSelected] = useState(0)
  const [amountText, setAmountText] = useState('')
  const [reference, setReference] = useState('')
  const [changeMode, setChangeMode] = useState<ChangeMode>('split')
  // Why the typed amount was not taken, shown once the cashier tried to add it (not while still typing).
  const [amountError, setAmountError] = useState<ReturnType<typeof amountProblem>>(null)
  // Tenders far above what is due, waiting for the cashier's "yes" before the sale is saved.
  const [confirming, setConfirming] = useState<GivenTender[] | null>(null)
  const amountRef = useRef<InputRef>(null)
  const busy = props.status === 'sending' || props.status === 'retrying' || props.status === 'saved'
  const button = TENDER_BUTTONS[selected] ?? TENDER_BUTTONS[0]

  const settlementOf = (list: GivenTender[]) =>
    settle(
      props.totalKhr,
      list.map((g) => ({ currency: g.currency, amount: g.amount, isCash: g.method === 'cash' })),
      props.rate,
      props.rounding,
      changeMode,
    )
  const settlement = settlementOf(tenders)

  /** What is still due in the selected tender's unit: riel cash rounds to the step, the rest is exact. */
  const dueIn = (b: (typeof TENDER_BUTTONS)[number]) => {
    if (settlement.isPaid) return 0
    if (b.currency === 'USD') return settlement.due_usd
    return b.method === 'cash' ? settlement.due_khr_cash : settlement.due_khr
  }

  const focusAmount = () => requestAnimationFrame(() => amountRef.current?.focus())

  const add = (given: GivenTender): GivenTender[] => {
    if (busy) return tenders
    // Only cash can exceed what is due (change is given in cash); a card or QR is charged the amount due.
    const b = TENDER_BUTTONS.find((x) => x.method === given.method && x.currency === given.currency)
    const amount = given.method === 'cash' || !b ? given.amount : Math.min(given.amount, dueIn(b))
    if (amount <= 0) return tenders
    if (given.method === 'credit' && !props.hasCustomer) return tenders
    const next = [...tenders, { ...given, amount }]
    setTenders(next)
    setAmountText('')
    setReference('')
    focusAmount()
    return next
  }

  const addTyped = (): GivenTender[] | null => {
    const problem = amountProblem(amountText, button.currency)
    const amount = parseAmount(amountText, button.currency)
    setAmountError(problem)
    if (problem || amount === null) return null
    return add({ method: button.method, currency: button.currency, amount, reference: reference || null })
  }

  const validate = (list: GivenTender[]) => {
    if (busy || list.length === 0 || !settlementOf(list).isPaid) return
    if (isTenderFarAbove(list, settlementOf(list), props.rate, props.maxChangeUsd)) return setConfirming(list)
    props.onValidate(list, changeMode)
  }

  const confirm = () => {
    if (confirming) props.onValidate(confirming, changeMode)
    setConfirming(null)
  }
  const goBack = () => {
    setConfirming(null)
    focusAmount()
  }

  const onEnter = () => {
    const next = amountText.trim() ? addTyped() : tenders
    if (next) validate(next)
  }

  useImperativeHandle(props.ref, () => ({
    amountInput: () => amountRef.current?.input ?? null,
    command: (command) => {
      if (confirming) return command.kind === 'validate' ? confirm() : command.kind === 'back' && goBack()
      if (command.kind === 'back') return !busy && props.onBack()
      if (command.kind === 'validate') return onEnter()
      if (busy) return
      if (command.kind === 'tender') {
        setSelected(command.index)
        setAmountText('')
        return focusAmount()
      }
      if (command.kind === 'cycleChange') {
        const index = CHANGE_MODE_CYCLE.indexOf(changeMode)
        return setChangeMode(CHANGE_MODE_CYCLE[(index + 1) % CHANGE_MODE_CYCLE.length] ?? 'split')
      }
      if (command.kind === 'quickUsd')
        return void add({ method: 'cash', currency: 'USD', amount: command.cents })
      if (command.kind === 'quickKhr')
        return void add({ method: 'cash', currency: 'KHR', amount: command.riel })
      if (command.kind === 'exact') {
        const due = dueIn(button)
        if (due > 0)
          add({ method: button.method, currency: button.currency, amount: due, reference: reference || null })
      }
    },
  }))

  const paidUsd = tenders.filter((g) => g.currency === 'USD').reduce((s, g) => s + g.amount, 0)
  const paidKhr = tenders.filter((g) => g.currency === 'KHR').reduce((s, g) => s + g.amount, 0)
  const stateText = props.status === 'idle' ? null : t(`payment.states.${props.status}`)

  return (
    <Modal
      open={props.open}
      title={t('payment.title')}
      onCancel={() => !busy && props.onBack()}
      closable={!busy}
      maskClosable={false}
      keyboard={false}
      width={920}
      footer={null}
      destroyOnHidden
      afterOpenChange={(open) => open && focusAmount()}
    >
      <Flex gap={16}>
        <Flex vertical gap={10} style={{ flex: 1.2 }}>
          <Flex justify="space-between" align="baseline">
            <Typography.Text>{t('payment.due')}</Typography.Text>
            <span>
              <span style={{ fontSize: 30, fontWeight: 700 }} data-testid="pay-total-usd">
                {usd(props.totalUsd)}
              </span>{' '}
              <span style={{ fontSize: 20, color: token.colorTextSecondary }}>{khr(props.totalKhr)}</span>
            </span>
          </Flex>
          <Checkbox
            checked={props.taxInvoice}
            disabled={busy || !props.customerVat}
            onChange={(e) => props.onTaxInvoice(e.target.checked)}
            data-testid="pay-tax-invoice"
          >
            {props.customerVat
              ? t('payment.taxInvoice', { vat: props.customerVat })
              : t('payment.taxInvoiceNeedsVat')}
          </Checkbox>
          <div
            role="radiogroup"
            aria-label={t('payment.tenders')}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 }}
          >
            {TENDER_BUTTONS.map((b, index) => (
              <Button
                key={b.key}
                role="radio"
                aria-checked={index === selected}
                type={index === selected ? 'primary' : 'default'}
                disabled={busy || (b.method === 'credit' && !props.hasCustomer)}
                title={b.method === 'credit' && !props.hasCustomer ? t('payment.needsCustomer') : undefined}
                onClick={() => {
                  setSelected(index)
                  focusAmount()
                }}
                size="large"
              >
                {t(`payment.methods.${b.key}`)}
                <KeyHint keys={`Alt+${index + 1}`} />
              </Button>
            ))}
          </div>
          {button.method === 'khqr' ? (
            <KhqrPanel
              storeId={props.storeId}
              amountUsd={dueIn(button)}
              disabled={busy}
              onConfirm={(ref) =>
                add({ method: 'khqr', currency: 'USD', amount: dueIn(button), reference: ref })
              }
            />
          ) : (
            <Flex gap={6}>
              <Input
                ref={amountRef}
                size="large"
                inputMode="decimal"
                aria-label={t('payment.amount')}
                prefix={button.currency === 'USD' ? '$' : undefined}
                suffix={button.currency === 'USD' ? undefined : '៛'}
                value={amountText}
                disabled={busy}
                status={amountError ? 'error' : undefined}
                aria-invalid={amountError !== null}
                aria-describedby={amountError ? 'pay-amount-error' : undefined}
                onChange={(e) => {
                  setAmountText(e.target.value)
                  setAmountError(null)
                }}
                data-testid="pay-amount"
                autoComplete="off"
              />
              {button.method !== 'cash' && (
                <Input
                  size="large"
                  aria-label={t('payment.reference')}
                  placeholder={t('payment.reference')}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                  disabled={busy}
                />
              )}
              <Button size="large" onClick={() => addTyped()} disabled={busy}>
                {t('payment.add')}
              </Button>
            </Flex>
          )}
          {amountError && (
            <AmountError id="pay-amount-error" error={amountError} currency={button.currency} />
          )}
          <Flex wrap gap={6}>
            {QUICK_USD.map((q) => (
              <Button
                key={q.key}
                onClick={() => add({ method: 'cash', currency: 'USD', amount: q.cents })}
                disabled={busy}
              >
                ${q.cents / 100}
                <KeyHint keys={q.key} />
              </Button>
            ))}
            {QUICK_KHR.map((q) => (
              <Button
                key={q.key}
                onClick={() => add({ method: 'cash', currency: 'KHR', amount: q.riel })}
                disabled={busy}
              >
                {khr(q.riel)}
                <KeyHint keys={q.key} />
              </Button>
            ))}
            <Button
              onClick={() => {
                const due = dueIn(button)
                if (due > 0)
                  add({
                    method: button.method,
                    currency: button.currency,
                    amount: due,
                    reference: reference || null,
                  })
              }}
              disabled={busy || settlement.isPaid}
            >
              {t('payment.exact')}
              <KeyHint keys="E" />
            </Button>
          </Flex>
          <Flex align="center" gap={8}>
            <Typography.Text>{t('payment.changeMode')}</Typography.Text>
            <Segmented
              value={changeMode}
              onChange={(v) => setChangeMode(v as ChangeMode)}
              options={CHANGE_MODE_CYCLE.map((m) => ({ value: m, label: t(`payment.changeModes.${m}`) }))}
              disabled={busy}
            />
            <KeyHint keys="K" />
          </Flex>
        </Flex>
        <Flex
          vertical
          gap={8}
          style={{
            flex: 1,
            borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
            paddingInlineStart: 16,
          }}
        >
          <Typography.Text strong>{t('payment.tendersList')}</Typography.Text>
          <Flex vertical gap={4} data-testid="pay-tenders">
            {tenders.map((g, index) => (
              <Tag
                // biome-ignore lint/suspicious/noArrayIndexKey: tenders are only appended or removed
                key={index}
                closable={!busy}
                onClose={() => setTenders(tenders.filter((_, i) => i !== index))}
                style={{ fontSize: 14, padding: '2px 8px' }}
              >
                {t(
                  `payment.methods.${TENDER_BUTTONS.find((b) => b.method === g.method && (g.method !== 'cash' || b.currency === g.currency))?.key ?? 'card'}`,
                )}{' '}
                {g.currency === 'USD' ? usd(g.amount) : khr(g.amount)}
                {g.reference ? ` · ${g.reference}` : ''}
              </Tag>
            ))}
          </Flex>
          <dl
            style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, fontSize: 16 }}
          >
            <dt>{t('payment.paid')}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }} data-testid="pay-paid">
              {usd(paidUsd)} + {khr(paidKhr)}
            </dd>
            <dt>{t('payment.remaining')}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }} data-testid="pay-remaining">
              {settlement.isPaid
                ? usd(0)
                : `${usd(settlement.due_usd)} · ${t('payment.orCash', { khr: khr(settlement.due_khr_cash) })}`}
            </dd>
            <dt style={{ fontWeight: 700, fontSize: 20 }}>{t('payment.change')}</dt>
            <dd
              style={{ margin: 0, textAlign: 'right', fontWeight: 700, fontSize: 24 }}
              data-testid="pay-change"
            >
              {settlement.isPaid ? changeText(settlement.change) : '—'}
            </dd>
            {settlement.isPaid && settlement.change.rounding_khr !== 0 && (
              <>
                <dt>{t('payment.rounding')}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{khr(settlement.change.rounding_khr)}</dd>
              </>
            )}
          </dl>
          {props.error && <Alert type="error" showIcon title={props.error} data-testid="pay-error" />}
          {stateText && (
            <Alert
              type={
                props.status === 'retrying'
                  ? 'warning'
                  : props.status === 'failed'
                    ? 'error'
                    : props.status === 'saved'
                      ? 'success'
                      : 'info'
              }
              title={stateText}
              role="status"
              data-testid="pay-state"
            />
          )}
          <Flex gap={8} style={{ marginTop: 'auto' }}>
            <Button size="large" onClick={props.onBack} disabled={busy}>
              {t('payment.back')}
              <KeyHint keys="Esc" />
            </Button>
            <Button
              type="primary"
              size="large"
              style={{ flex: 1, fontWeight: 700 }}
              disabled={busy || !settlement.isPaid || tenders.length === 0}
              loading={props.status === 'sending' || props.status === 'retrying'}
              onClick={() => validate(tenders)}
              data-testid="pay-validate"
            >
              {t('payment.validate')}
              <KeyHint keys="Enter" />
            </Button>
          </Flex>
        </Flex>
      </Flex>
      <TenderConfirmDialog
        open={confirming !== null}
        paid={[paidUsd > 0 && usd(paidUsd), paidKhr > 0 && khr(paidKhr)].filter(Boolean).join(' + ')}
        due={`${usd(props.totalUsd)} (${khr(props.totalKhr)})`}
        change={settlement.isPaid ? changeText(settlement.change) : ''}
        onConfirm={confirm}
        onBack={goBack}
      />
    </Modal>
  )
}
