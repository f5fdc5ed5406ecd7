import { useTranslation } from 'react-i18next'
import type { Lang } from '../../lib/i18n/languages.ts'
import { useLang } from '../../lib/i18n/use-locale.ts'
import type { RecordLabel } from './resource-screen.ts'

/** i18next's `t` for keys built at run time from a screen's description (checked by a unit test instead). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string

/** The translate function and the interface language, for code shared by every resource. */
export function useResourceI18n(): { t: Translate; lang: Lang; tag: string } {
  const { t, i18n } = useTranslation()
  return { t: t as unknown as Translate, lang: useLang(), tag: i18n.language }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '')

/** A record's name in the interface language: the Khmer name in Khmer when there is one, else the English. */
export const localizedName: RecordLabel = (record, lang) =>
  (lang === 'kh' ? text(record.name_kh) || text(record.label_kh) : '') ||
  text(record.name_en) ||
  text(record.label_en) ||
  text(record.name) ||
  text(record.code) ||
  `#${String(record.id)}`

/** "01 · Banteay Meanchey": gazetteer records are known by code as much as by name. */
export const codeAndName: RecordLabel = (record, lang) =>
  `${text(record.code)} · ${localizedName(record, lang)}`
