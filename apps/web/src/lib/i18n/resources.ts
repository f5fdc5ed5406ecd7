import type { LangTag } from './languages.ts'
import type { texts as englishTexts } from './texts-en.ts'
import type { texts as englishAppTexts } from './texts-en-app.ts'

/** One language's texts; locales.test.ts keeps Khmer's keys equal to English's. */
export type Texts = typeof englishTexts & typeof englishAppTexts
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
  'stock',
  'purchasing',
  'settings',
  'notifications',
  'pos',
  'orders',
  'reports',
] as const satisfies readonly Namespace[]
// A namespace file added to texts-en.ts but not listed above fails the type check here.
const everyNamespaceListed: Exclude<Namespace, (typeof NAMESPACES)[number]> extends never ? true : never =
  true
void everyNamespaceListed

/** Texts every page needs (`start`: sign-in, errors, menu) and those of the signed-in screens (`app`). */
export type TextPart = 'start' | 'app'

/**
 * Bundled, not fetched from an API: the texts must work offline and under a strict CSP. Each language is two
 * chunks, each loaded before the first page that needs it renders (i18n.ts): /login downloads only the start
 * texts of its language, so the sign-in page does not grow with every screen added behind it.
 */
export const loadTexts: Record<TextPart, Record<LangTag, () => Promise<Partial<Texts>>>> = {
  start: {
    en: () => import('./texts-en.ts').then((module) => module.texts),
    km: () => import('./texts-km.ts').then((module) => module.texts),
  },
  app: {
    en: () => import('./texts-en-app.ts').then((module) => module.texts),
    km: () => import('./texts-km-app.ts').then((module) => module.texts),
  },
}
