import { ADJUSTMENT_REASONS, type AdjustmentReason } from '@sms/contract'

/** Reasons whose adjustments take stock out: the form says so and expects negative quantities. */
export const TAKING_OUT: ReadonlySet<AdjustmentReason> = new Set(['damaged', 'expired', 'lost', 'stolen'])

export const REASON_KEYS = ADJUSTMENT_REASONS.map((reason) => ({ reason, key: `reason.${reason}` as const }))
