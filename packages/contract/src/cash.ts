/**
 * Money arithmetic of a sale in dollars and riel, shared by the server (which decides) and the till (which
 * shows the same figures while the cashier types). Everything is integers: USD cents, whole riel, quantities in
 * thousandths, and the rate in hundredths of a riel, so a rate with decimals needs no floating point. Products
 * go through BigInt because a year's riel times a rate passes 2^53. The rules are SALES.md's.
 */

export const CASH_STEPS = [100, 500, 1000] as const
export type CashStep = (typeof CASH_STEPS)[number]
export const CASH_ROUNDING_MODES = ['nearest', 'down', 'up'] as const
export type CashRoundingMode = (typeof CASH_ROUNDING_MODES)[number]
export const CHANGE_MODES = ['split', 'khr', 'usd'] as const
export type ChangeMode = (typeof CHANGE_MODES)[number]

export type CashRounding = { step: CashStep; mode: CashRoundingMode }

/** a / b rounded half away from zero, for integers (b > 0). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n
  const abs = a * sign
  const quotient = abs / b
  return sign * (2n * (abs % b) >= b ? quotient + 1n : quotient)
}

/** a / b rounded towards minus infinity, for integers (b > 0). */
function divideFloor(a: bigint, b: bigint): bigint {
  const quotient = a / b
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient
}

const toSafeNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('amount out of range')
  }
  return Number(value)
}

/** A rate such as 4100 or 4087.5 as an integer count of hundredths of a riel per dollar. */
export function rateInHundredths(rate: number | string): bigint {
  const text = String(rate).trim()
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) throw new RangeError(`invalid rate ${text}`)
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** Dollars in cents to whole riel at the rate, half up: `round_half_up(cents × R / 100)`. */
export function centsToRiel(cents: number, rate: number | string): number {
  return toSafeNumber(divideHalfUp(BigInt(cents) * rateInHundredths(rate), 10_000n))
}

/** Riel to cents, rounded up: what a customer paying in dollars still owes never rounds in the shop's favour. */
export function rielToCentsUp(riel: number, rate: number | string): number {
  const numerator = BigInt(riel) * 10_000n
  const rateH = rateInHundredths(rate)
  return toSafeNumber(-divideFloor(-numerator, rateH))
}

/** A value in hundredths of a riel rounded to the cash step by the mode (nearest is half up), in riel. */
function roundHundredths(valueH: bigint, mode: CashRoundingMode, unitH: bigint): bigint {
  if (mode === 'down') return divideFloor(valueH, unitH)
  if (mode === 'up') return -divideFloor(-valueH, unitH)
  return divideFloor(2n * valueH + unitH, 2n * unitH)
}

/** Riel cash rounded to the shop's step in the shop's mode (nearest is half up). */
export function roundCash(riel: number, { step, mode }: CashRounding): number {
  return toSafeNumber(roundHundredths(BigInt(riel) * 100n, mode, BigInt(step) * 100n) * BigInt(step))
}

/** Unit price in cents times a quantity given in thousandths (0.125 kg is 125), half up to the cent. */
export function lineAmount(unitCents: number, quantityThousandths: number): number {
  return toSafeNumber(divideHalfUp(BigInt(unitCents) * BigInt(quantityThousandths), 1000n))
}

/** A quantity such as "0.125" or 2 as thousandths, exactly; more than three decimals is refused. */
export function quantityInThousandths(quantity: number | string): number {
  const text = String(quantity).trim()
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text)
  if (!match) throw new RangeError(`invalid quantity ${text}`)
  const [, sign, whole = '0', fraction = ''] = match
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))
  return sign ? -thousandths : thousandths
}

/** VAT contained in a tax-inclusive amount: `round_half_up(gross × rate / (1 + rate))`, rate in basis points. */
export function vatContained(grossCents: number, vatBasisPoints: number): number {
  const bp = BigInt(vatBasisPoints)
  return toSafeNumber(divideHalfUp(BigInt(grossCents) * bp, 10_000n + bp))
}

/**
 * Splits `total` over parts in proportion to `weights` by the largest remainder, so the parts add up to the
 * total exactly (an order discount spread over its lines).
 */
export function allocateByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map(() => 0)
  const exact = weights.map((w) => {
    const product = BigInt(total) * BigInt(w)
    return {
      floor: divideFloor(product, BigInt(sum)),
      remainder: product - divideFloor(product, BigInt(sum)) * BigInt(sum),
    }
  })
  let left = BigInt(total) - exact.reduce((a, p) => a + p.floor, 0n)
  const order = exact
    .map((p, index) => ({ index, remainder: p.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  const parts = exact.map((p) => p.floor)
  for (const { index } of order) {
    if (left <= 0n) break
    parts[index] = (parts[index] ?? 0n) + 1n
    left -= 1n
  }
  return parts.map(toSafeNumber)
}

export type Tender = { currency: 'USD' | 'KHR'; amount: number; isCash: boolean }

export type Settlement =
  | { isPaid: false; due_khr: number; due_usd: number; due_khr_cash: number }
  | {
      isPaid: true
      /** The exact change owed in riel, before any cash rounding. */
      change_exact_khr: number
      change: { usd: number; khr: number; rounding_khr: number }
    }

/** The tenders' value in riel: dollar amounts converted like the total, riel as is. */
export function paidInRiel(tenders: Tender[], rate: number | string): number {
  return tenders.reduce((sum, t) => sum + (t.currency === 'KHR' ? t.amount : centsToRiel(t.amount, rate)), 0)
}

/**
 * SALES.md's dual-currency algorithm. Change is given only out of cash; `rounding_khr` is what the cash step
 * leaves over (positive: the shop keeps it; negative: the shop gives it), so that
 * `change.usd × R + change.khr + rounding_khr = change_exact_khr` and each drawer balances per currency. A
 * remainder that rounds to no riel at all (30 ៛ due at a 100 ៛ step) counts as paid, with that rounding.
 */
export function settle(
  totalKhr: number,
  tenders: Tender[],
  rate: number | string,
  rounding: CashRounding,
  changeMode: ChangeMode = 'split',
): Settlement {
  const remaining = totalKhr - paidInRiel(tenders, rate)
  if (remaining > 0) {
    const dueCash = roundCash(remaining, rounding)
    if (dueCash > 0 || !tenders.some((t) => t.isCash)) {
      return {
        isPaid: false,
        due_khr: remaining,
        due_usd: rielToCentsUp(remaining, rate),
        // Paying exactly this in riel settles the sale: what is left rounds away.
        due_khr_cash: dueCash,
      }
    }
    return { isPaid: true, change_exact_khr: 0, change: { usd: 0, khr: 0, rounding_khr: -remaining } }
  }
  const exact = -remaining
  const { dollars, riel } = splitChange(exact, rate, rounding, changeMode)
  const givenHundredths = BigInt(dollars) * rateInHundredths(rate) + BigInt(riel) * 100n
  const roundingKhr = toSafeNumber(divideHalfUp(BigInt(exact) * 100n - givenHundredths, 100n))
  return {
    isPaid: true,
    change_exact_khr: exact,
    change: { usd: dollars * 100, khr: riel, rounding_khr: roundingKhr },
  }
}

/** Whole dollars and cash riel for an exact change; amounts in hundredths of a riel keep decimal rates exact. */
function splitChange(
  exact: number,
  rate: number | string,
  { step, mode }: CashRounding,
  changeMode: ChangeMode,
) {
  const rateH = rateInHundredths(rate)
  const stepH = BigInt(step) * 100n
  const exactH = BigInt(exact) * 100n
  if (changeMode === 'khr')
    return { dollars: 0, riel: toSafeNumber(roundHundredths(exactH, mode, stepH) * BigInt(step)) }
  // Only dollar notes in the drawer: whole dollars, rounded by the shop's mode as riel would be.
  if (changeMode === 'usd') return { dollars: toSafeNumber(roundHundredths(exactH, mode, rateH)), riel: 0 }
  let dollars = divideFloor(exactH, rateH)
  let rielH = roundHundredths(exactH - dollars * rateH, mode, stepH) * stepH
  // A rest worth a dollar or more is a dollar note (SALES.md: $7.01 paid with $10 gives $3 + 0 ៛).
  if (rielH >= rateH) {
    dollars += 1n
    rielH = roundHundredths(rielH - rateH, mode, stepH) * stepH
  }
  return { dollars: toSafeNumber(dollars), riel: toSafeNumber(rielH / 100n) }
}
