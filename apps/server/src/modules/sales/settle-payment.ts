import {
  type CashRounding,
  CHANGE_MODES,
  type ChangeMode,
  type Currency,
  centsToRiel,
  type PaymentKind,
  paidInRiel,
  rielToCentsUp,
  settle,
  type TenderMethod,
} from '@sms/contract'
import { formatCents } from '../../lib/csv-cells.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'

export type TenderIn = { method: TenderMethod; currency: Currency; amount: number; reference?: string | null }

export type PaymentRow = {
  kind: PaymentKind
  method: TenderMethod
  currency: Currency
  /** Signed, in the currency's unit (cents or riel): change is negative. */
  amount: number
  amount_khr: number
  reference: string | null
}

export type SettledPayment = {
  paid_khr: number
  change: { usd: number; khr: number; rounding_khr: number }
  rows: PaymentRow[]
}

const inRiel = (currency: Currency, amount: number, rate: number) =>
  currency === 'KHR' ? amount : centsToRiel(amount, rate)

/**
 * Settles the tenders against the total by SALES.md's dual-currency algorithm (`settle`). Change comes only
 * out of cash: card, KHQR, bank and credit are never rounded and never give change, so together they may not
 * exceed the total. The rows are one `tender` per tender, a negative cash `change` row per currency given
 * back, and a `rounding` row worth what the cash step left over (minus `rounding_khr`), so that the rows add
 * up to the total in riel and each drawer balances per currency. With `maxChangeUsd` (the shop's limit, US
 * cents) a tender that would hand back more change than that much is refused: a slip of $1,000,000,000 on a
 * $7.35 sale, or riel at a bent rate, must not empty the drawer (decision 0025).
 */
export function settlePayment(
  totalKhr: number,
  tenders: TenderIn[],
  rate: number,
  rounding: CashRounding,
  changeMode: ChangeMode,
  maxChangeUsd?: number,
): SettledPayment {
  const nonCash = tenders.filter((t) => t.method !== 'cash')
  if (paidInRiel(nonCash.map(asTender), rate) > totalKhr) {
    throw fieldErrors({ tenders: ['non_cash_exceeds_total'] })
  }
  const settlement = settle(totalKhr, tenders.map(asTender), rate, rounding, changeMode)
  if (!settlement.isPaid) {
    const { due_usd, due_khr, due_khr_cash } = settlement
    throw new AppError('PAYMENT_INSUFFICIENT', 'The payment does not cover the total.', {
      due_usd,
      due_khr,
      due_khr_cash,
    })
  }
  const { change } = settlement
  if (maxChangeUsd !== undefined && settlement.change_exact_khr > centsToRiel(maxChangeUsd, rate)) {
    const changeUsd = rielToCentsUp(settlement.change_exact_khr, rate)
    throw new AppError(
      'CHANGE_TOO_LARGE',
      `The change (${formatDollars(changeUsd)}) is more than the till gives back (${formatDollars(maxChangeUsd)}).`,
      { change_usd: formatDollars(changeUsd), max_change_usd: formatDollars(maxChangeUsd) },
      { tenders: ['change_too_large'] },
    )
  }
  const rows: PaymentRow[] = tenders.map((t) => ({
    kind: 'tender',
    method: t.method,
    currency: t.currency,
    amount: t.amount,
    amount_khr: inRiel(t.currency, t.amount, rate),
    reference: t.reference ?? null,
  }))
  const cashRow = (kind: PaymentKind, currency: Currency, amount: number): PaymentRow => ({
    kind,
    method: 'cash',
    currency,
    amount,
    amount_khr: inRiel(currency, amount, rate),
    reference: null,
  })
  if (change.usd > 0) rows.push(cashRow('change', 'USD', -change.usd))
  if (change.khr > 0) rows.push(cashRow('change', 'KHR', -change.khr))
  if (change.rounding_khr !== 0) rows.push(cashRow('rounding', 'KHR', -change.rounding_khr))
  return { paid_khr: paidInRiel(tenders.map(asTender), rate), change, rows }
}

/** `$1234.50`: the amounts in the refusal's message and parameters, as the cashier reads them. */
const formatDollars = (cents: number) => `$${formatCents(cents)}`

function asTender(t: TenderIn) {
  return { currency: t.currency, amount: t.amount, isCash: t.method === 'cash' }
}

/**
 * A refund of `dueKhr` as the user hands it out (returns, cancellations): card, KHQR, bank and credit back
 * exactly; cash by the till's change rules, so the cash given must be `settle`'s change for the rest in one of
 * the change modes (or the rest exactly), and what the cash step leaves is a `rounding` row. The rows (refunds
 * negative) add up to minus `dueKhr`; anything else is REFUND_MISMATCH with what each mode would give.
 */
export function settleRefund(dueKhr: number, refund: TenderIn[], rate: number, rounding: CashRounding) {
  const sum = (rows: TenderIn[]) => rows.reduce((total, t) => total + inRiel(t.currency, t.amount, rate), 0)
  const cash = refund.filter((t) => t.method === 'cash')
  const nonCashKhr = sum(refund.filter((t) => t.method !== 'cash'))
  const rest = dueKhr - nonCashKhr
  const given = (currency: Currency) =>
    cash.filter((t) => t.currency === currency).reduce((total, t) => total + t.amount, 0)
  const options = Object.fromEntries(
    CHANGE_MODES.map((mode) => {
      const settled = settle(
        0,
        [{ currency: 'KHR', amount: Math.max(rest, 0), isCash: true }],
        rate,
        rounding,
        mode,
      )
      return [mode, settled.isPaid ? settled.change : { usd: 0, khr: 0, rounding_khr: 0 }]
    }),
  )
  let roundingKhr: number | null = rest >= 0 && sum(cash) === rest ? 0 : null
  for (const change of Object.values(options)) {
    if (roundingKhr === null && rest > 0 && given('USD') === change.usd && given('KHR') === change.khr) {
      roundingKhr = change.rounding_khr
    }
  }
  if (roundingKhr === null) {
    throw new AppError('REFUND_MISMATCH', 'The refund does not match what is owed back.', {
      refund_due_khr: dueKhr,
      refund_due_usd: rielToCentsUp(Math.max(dueKhr, 0), rate),
      cash_due_khr: rest,
      cash_options: options,
    })
  }
  const rows: PaymentRow[] = refund.map((t) => ({
    kind: 'refund',
    method: t.method,
    currency: t.currency,
    amount: -t.amount,
    amount_khr: -inRiel(t.currency, t.amount, rate),
    reference: t.reference ?? null,
  }))
  if (roundingKhr !== 0) {
    rows.push({
      kind: 'rounding',
      method: 'cash',
      currency: 'KHR',
      amount: -roundingKhr,
      amount_khr: -roundingKhr,
      reference: null,
    })
  }
  return rows
}
