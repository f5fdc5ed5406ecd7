import type { Lang } from '../lib/i18n/languages.ts'

/** A tax besides VAT as documents name it (decision 0044). */
export type NamedTax = { code: string; name_en: string; name_kh: string | null; rate_bp: number }

/** "Public Lighting Tax 5%", in Khmer when the tax has a Khmer name; the rate as stored (basis points). */
export const taxLabel = (tax: NamedTax, lang: Lang) =>
  `${(lang === 'kh' && tax.name_kh) || tax.name_en} ${tax.rate_bp / 100}%`
