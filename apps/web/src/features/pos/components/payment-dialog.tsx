import { settle } from '@sms/contract'
import { Alert, Button, Checkbox, Flex, Input, type InputRef, Modal, Typography, theme } from 'antd'
import { useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountError } from '../../../components/resource/widgets/amount-error.tsx'
import type { PaymentCommand } from '../keyboard/keymap.ts'
import { changeText, khr, usd } from '../receipt/money-text.ts'
import { useTill } from '../screens/till-store.ts'
import { useSaleErrorMessage } from '../screens/use-sale-error.ts'
import { KhqrPanel } from './khqr-panel.tsx'
import { QuickCash, TenderMethods } from './payment-buttons.tsx'
import { PaymentSummary, paidOf } from './payment-summary.tsx'
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

/**
 * The payment step: tenders in dollars and riel, quick cash, paid / remaining / change in both currencies by
 * the contract's `settle` (the server's algorithm), the change mode (K), Enter to validate when fully paid.
 */
export function PaymentDialog() {
  const { t } = useTranslation('pos')
  const { token } = theme.useToken()
  const till = useTill()
  const { rate, rounding, customerVat, sale, closeDialog: onBack } = till
  // The tenders given so far and the change mode live in the till's draft: a reload brings them back.
  const { tenders, setTenders, changeMode, setChangeMode } = till.draft
  const { total: totalUsd, totalKhr } = till.totals
  const hasCustomer = till.draft.cart.customer !== null
  const describeSaleError = useSaleErrorMessage()
  const error = sale.error && !sale.needsApproval ? describeSaleError(sale.error) : null
  const [selected, setSelected] = useState(0)
  const [amountText, setAmountText] = useState('')
  const [reference, setReference] = useState('')
  // Why the typed amount was not taken, shown once the cashier tried to add it (not while still typing).
  const [amountError, setAmountError] = useState<ReturnType<typeof amountProblem>>(null)
  // Tenders far above what is due, waiting for the cashier's "yes" before the sale is saved.
  const [confirming, setConfirming] = useState<GivenTender[] | null>(null)
  const amountRef = useRef<InputRef>(null)
  const busy = sale.status === 'sending' || sale.status === 'retrying' || sale.status === 'saved'
  const button = TENDER_BUTTONS[selected] ?? TENDER_BUTTONS[0]

  const settlementOf = (list: GivenTender[]) =>
    settle(
      totalKhr,
      list.map((g) => ({ currency: g.currency, amount: g.amount, isCash: g.method === 'cash' })),
      rate,
      rounding,
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
    if (given.method === 'credit' && !hasCustomer) return tenders
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
    // The shop's change limit: past it the server refuses the sale, so the till does not ask first.
    const maxChangeUsd = till.settings.max_change_usd
    if (isTenderFarAbove(list, settlementOf(list), rate, maxChangeUsd)) return setConfirming(list)
    till.pay(list, changeMode)
  }

  const confirm = () => {
    if (confirming) till.pay(confirming, changeMode)
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

  useImperativeHandle(till.refs.payment, () => ({
    amountInput: () => amountRef.current?.input ?? null,
    command: (command) => {
      if (confirming) return command.kind === 'validate' ? confirm() : command.kind === 'back' && goBack()
      if (command.kind === 'back') return !busy && onBack()
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

  const { paidUsd, paidKhr } = paidOf(tenders)

  return (
    <Modal
      open
      title={t('payment.title')}
      onCancel={() => !busy && onBack()}
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
                {usd(totalUsd)}
              </span>{' '}
              <span style={{ fontSize: 20, color: token.colorTextSecondary }}>{khr(totalKhr)}</span>
            </span>
          </Flex>
          <Checkbox
            checked={till.isTaxInvoice}
            disabled={busy || !customerVat}
            onChange={(e) => till.draft.setTaxInvoice(e.target.checked)}
            data-testid="pay-tax-invoice"
          >
            {customerVat ? t('payment.taxInvoice', { vat: customerVat }) : t('payment.taxInvoiceNeedsVat')}
          </Checkbox>
          <TenderMethods
            selected={selected}
            busy={busy}
            hasCustomer={hasCustomer}
            onSelect={(index) => {
              setSelected(index)
              focusAmount()
            }}
          />
          {button.method === 'khqr' && till.isOffline ? (
            <Alert type="warning" showIcon title={t('outbox.needsServer')} data-testid="pay-khqr-offline" />
          ) : button.method === 'khqr' ? (
            <KhqrPanel
              storeId={till.store.id}
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
          <QuickCash
            busy={busy}
            isPaid={settlement.isPaid}
            onAdd={(given) => void add(given)}
            onExact={() => {
              const due = dueIn(button)
              if (due > 0)
                add({
                  method: button.method,
                  currency: button.currency,
                  amount: due,
                  reference: reference || null,
                })
            }}
            changeMode={changeMode}
            onChangeMode={setChangeMode}
          />
        </Flex>
        <PaymentSummary
          tenders={tenders}
          onRemove={(index) => setTenders(tenders.filter((_, i) => i !== index))}
          settlement={settlement}
          busy={busy}
          status={sale.status}
          error={error}
          onBack={onBack}
          onValidate={() => validate(tenders)}
        />
      </Flex>
      <TenderConfirmDialog
        open={confirming !== null}
        paid={[paidUsd > 0 && usd(paidUsd), paidKhr > 0 && khr(paidKhr)].filter(Boolean).join(' + ')}
        due={`${usd(totalUsd)} (${khr(totalKhr)})`}
        change={settlement.isPaid ? changeText(settlement.change) : ''}
        onConfirm={confirm}
        onBack={goBack}
      />
    </Modal>
  )
}
