import type { ParseKeys } from 'i18next'
import type { Texts as Resources } from './resources.ts'

/** A translation key with its namespace, e.g. `dashboards:title`. */
export type TitleKey = { [N in keyof Resources]: `${N}:${ParseKeys<N>}` }[keyof Resources]
