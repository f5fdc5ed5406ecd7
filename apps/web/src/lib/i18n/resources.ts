import enAuth from '../../locales/en/auth.json'
import enCommon from '../../locales/en/common.json'
import enDashboards from '../../locales/en/dashboards.json'
import enErrors from '../../locales/en/errors.json'
import enNavigation from '../../locales/en/navigation.json'
import khAuth from '../../locales/kh/auth.json'
import khCommon from '../../locales/kh/common.json'
import khDashboards from '../../locales/kh/dashboards.json'
import khErrors from '../../locales/kh/errors.json'
import khNavigation from '../../locales/kh/navigation.json'

/** Bundled, not fetched: the whole interface text is small and must work offline and under a strict CSP. */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    navigation: enNavigation,
    dashboards: enDashboards,
  },
  km: {
    common: khCommon,
    auth: khAuth,
    errors: khErrors,
    navigation: khNavigation,
    dashboards: khDashboards,
  },
} as const

export const DEFAULT_NAMESPACE = 'common'

export type Namespace = keyof (typeof resources)['en']
export const NAMESPACES = Object.keys(resources.en) as Namespace[]
