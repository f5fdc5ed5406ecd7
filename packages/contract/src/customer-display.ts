import { z } from 'zod'
import { LIVE_MAX_PAYLOAD_BYTES } from './live.ts'

/**
 * What the customer display shows (issue 21, decision 0042): the lines as scanned, the total in dollars and
 * riel, what is paid, what is left and the change, and during a KHQR payment the code to scan. Plain data sent
 * as is by the till, over a BroadcastChannel on its own machine or through the server to a tablet
 * (`POST /api/pos/tills/{id}/display`), so the display computes nothing.
 */
export const DISPLAY_PHASES = ['idle', 'selling', 'paying', 'khqr', 'done'] as const
export type DisplayPhase = (typeof DISPLAY_PHASES)[number]

/** A tablet is sent the latest lines only (the display shows the last ones anyway): the event stays small. */
export const DISPLAY_MAX_LINES = 20

const cents = z.number().int().min(0).max(100_000_000_000)
const riel = z.number().int().min(0).max(4_000_000_000_000)
const bothCurrencies = z.object({ usd: cents, khr: riel })

export const displayLineSchema = z.object({
  key: z.string().max(40),
  name_en: z.string().max(120),
  name_kh: z.string().max(120).nullable(),
  /** As the till shows it: "2", "0.125". */
  quantity: z.string().max(16),
  amount_usd: cents,
})
export type DisplayLine = z.infer<typeof displayLineSchema>

export const displayStateSchema = z
  .object({
    phase: z.enum(DISPLAY_PHASES),
    lines: z.array(displayLineSchema).max(DISPLAY_MAX_LINES),
    total_usd: cents,
    total_khr: riel,
    paid_usd: cents,
    paid_khr: riel,
    /** Still to pay, in dollars and in riel; null once paid (or before the payment). */
    due: bothCurrencies.nullable(),
    /** The change owed, once the tenders cover the total. */
    change: bothCurrencies.nullable(),
    /** The KHQR payload the till shows, only in the `khqr` phase. */
    khqr: z.string().max(600).nullable(),
  })
  // It travels as a live event, which the live layer limits to Pusher's 10 KB.
  .refine((state) => new TextEncoder().encode(JSON.stringify(state)).length <= LIVE_MAX_PAYLOAD_BYTES, {
    message: `at most ${LIVE_MAX_PAYLOAD_BYTES} bytes`,
  })
export type DisplayState = z.infer<typeof displayStateSchema>
