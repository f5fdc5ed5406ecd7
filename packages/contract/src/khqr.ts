import { z } from 'zod'
import { MAX_MONEY, referenceId } from './fields.ts'
import { CURRENCIES } from './sales.ts'

/** How long a dynamic KHQR code may be paid (SALES.md: 5–10 minutes); the till makes a new one after. */
export const KHQR_LIFETIME_MINUTES = 5

/**
 * `POST /api/pos/khqr`: a KHQR code for the exact amount still due, in US cents or whole riel. The bill
 * number (the sale's number, or the till's reference for it) travels in the code, up to KHQR's 25 characters.
 */
export const khqrRequestSchema = z.object({
  store_id: referenceId,
  amount: z.number().int().min(1).max(MAX_MONEY),
  currency: z.enum(CURRENCIES),
  bill_number: z
    .string()
    .trim()
    .min(1)
    .max(25)
    .regex(/^[\x20-\x7e]+$/, 'not_printable'),
})
export type KhqrRequest = z.input<typeof khqrRequestSchema>

export const khqrSchema = z.object({
  /** The EMVCo string to draw as a QR code. */
  qr: z.string(),
  /** MD5 of the string: how Bakong's API finds the payment, for a check where the shop has a token. */
  md5: z.string(),
  expires_at: z.string(),
})
export type Khqr = z.infer<typeof khqrSchema>
