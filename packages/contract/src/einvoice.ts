import { z } from 'zod'
import { MAX_ID, optionalText } from './fields.ts'

/**
 * A Cambodian VATTIN as the General Department of Taxation prints it (decision 0030): `L00X-XXXXXXXXX` for
 * large, `K00X-XXXXXXXXX` for medium and `E00X-XXXXXXXXXX` for small taxpayers, X a digit. There is no public
 * check digit, so the format is all a form can check.
 */
export const VATTIN = /^(?:[LK]00\d-\d{9}|E00\d-\d{10})$/

/** The CamInvoice endpoint ID a registered business receives (`KHUID00001234`): `KHUID` and 8 digits. */
export const CAMINVOICE_ID = /^KHUID\d{8}$/

/**
 * An optional VATTIN (settings, customers); a wrong one is the field error `vat_number`. Typed in lower case
 * (`k001-123456789`) it is the same number, so it is stored as the GDT prints it rather than refused.
 */
export const vatTin = optionalText(20)
  .transform((v) => v?.toUpperCase() ?? null)
  .refine((v) => v === null || VATTIN.test(v), 'vat_number')

/** An optional CamInvoice endpoint ID; a wrong one is the field error `caminvoice_id`. */
export const camInvoiceId = optionalText(20).refine(
  (v) => v === null || CAMINVOICE_ID.test(v),
  'caminvoice_id',
)

/**
 * `GET /api/invoices/ubl.zip?month=2026-11[&store_id=2]` (invoices.list): the month's invoices and credit
 * notes of the user's stores (or of one of them) as UBL XML files in one ZIP, for the CamInvoice portal.
 */
export const ublMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  store_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
})
export type UblMonthQuery = z.infer<typeof ublMonthQuerySchema>
