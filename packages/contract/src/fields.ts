import { z } from 'zod'

/** Shared field rules so every form and endpoint agrees on them. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max)
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
export const code = requiredText(30).regex(/^[A-Za-z0-9._-]+$/, 'code')
export const status = z.boolean().default(true)
export const isoDate = z.iso.date()
export const phone = optionalText(30).refine((v) => v === null || /^\+?[0-9 ()-]{6,30}$/.test(v), 'phone')
export const email = z
  .email()
  .max(254)
  .transform((v) => v.toLowerCase())
export const referenceId = z.number().int().positive()
/** Money in minor units: US cents or whole riel. Never floats. */
export const money = z.number().int().min(0).max(1_000_000_000_00)

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
