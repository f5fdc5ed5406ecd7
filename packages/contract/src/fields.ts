import { z } from 'zod'
import { asCode } from './khmer-text.ts'

/** Spaces and invisible marks alone (zero-width space, joiners, soft hyphen, BOM) are no text at all. */
const INVISIBLE_ONLY = /^[\s\u00AD\u180E\u200B-\u200F\u2060\uFEFF]*$/u
/** Khmer separates words with zero-width spaces, so only a value made of nothing else is emptied. */
const withoutInvisibleOnly = (value: string) => (INVISIBLE_ONLY.test(value) ? '' : value)

/** Shared field rules so every form and endpoint agrees on them. */
export const requiredText = (max: number) => z.string().overwrite(withoutInvisibleOnly).trim().min(1).max(max)
export const optionalText = (max: number) =>
  z
    .string()
    .overwrite(withoutInvisibleOnly)
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
/** A code typed on any layout: Khmer digits become ASCII and invisible marks go before the rules apply. */
export const requiredCode = (max: number) => z.string().overwrite(asCode).trim().min(1).max(max)
export const optionalCode = (max: number) =>
  z
    .string()
    .overwrite(asCode)
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
export const code = requiredCode(30).regex(/^[A-Za-z0-9._-]+$/, 'code')
export const status = z.boolean().default(true)
/** A real calendar day (2024-02-30 and 2023-02-29 are refused by the format; year 0 does not exist). */
export const isoDate = z.iso.date().refine((v) => !v.startsWith('0000'), 'invalid_date')
export const phone = optionalCode(30).refine((v) => v === null || /^\+?[0-9 ()-]{6,30}$/.test(v), 'phone')
export const email = z
  .email()
  .max(254)
  .transform((v) => v.toLowerCase())
/** Ids are PostgreSQL `integer` identities: anything above 2^31 − 1 cannot name a record. */
export const MAX_ID = 2_147_483_647
export const referenceId = z.number().int().positive().max(MAX_ID)
/**
 * Money in minor units (US cents or whole riel), never floats, stored as `bigint`. One amount is at most 10^11
 * (a billion dollars in cents), so sums of up to 90,000 such amounts stay exact in a JavaScript number.
 */
export const MAX_MONEY = 1_000_000_000_00
export const money = z.number().int().min(0).max(MAX_MONEY)

/** name_en / name_kh / code / status: the input shape of brands, categories, units and similar records. */
export const namedShape = {
  name_en: requiredText(150),
  name_kh: optionalText(150),
  code,
  status,
}

/** The same fields as the API sends them: records are plain values, without input rules. */
export const namedRecordShape = {
  name_en: z.string(),
  name_kh: z.string().nullable(),
  code: z.string(),
  status: z.boolean(),
}

/** The default largest picture upload (the server's UPLOAD_MAX_BYTES may change it; it answers 413 above). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
