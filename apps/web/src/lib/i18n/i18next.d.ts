import 'i18next'
import type { DEFAULT_NAMESPACE, Texts } from './resources.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE
    resources: Texts
    returnNull: false
  }
}
