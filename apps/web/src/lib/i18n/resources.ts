import type { LangTag } from './languages.ts'
import type { texts as englishTexts } from './texts-en.ts'

/** One language's texts; locales.test.ts keeps Khmer's keys equal to English's. */
export type Texts = typeof englishTexts
export type Namespace = keyof Texts

export const DEFAULT_NAMESPACE = 'common'

export const NAMESPACES = [
  'common',
  'auth',
  'errors',
  'navigation',
  'dashboards',
  'address',
  'audit',
  'import',
  'profile',
  'parties',
  'roles',
  'users',
  'resources',
  'catalogue',
  'gazetteer',
  'stores',
  'discounts',
] as const satisfies readonly Namespace[]
// A namespace file added to texts-en.ts but not listed above fails the type check here.
const everyNamespaceListed: Exclude<Namespace, (typeof NAMESPACES)[number]> extends never ? true : never =
  true
void everyNamespaceListed

/**
 * Bundled, not fetched from an API: the texts must work offline and under a strict CSP. Each language is a
 * chunk of its own, loaded before the first page of that language renders (i18n.ts), so /login downloads one.
 */
export const loadTexts: Record<LangTag, () => Promise<Texts>> = {
  en: () => import('./texts-en.ts').then((module) => module.texts),
  km: () => import('./texts-km.ts').then((module) => module.texts),
}
