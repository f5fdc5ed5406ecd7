import enAuth from '../../locales/en/auth.json'
import enCommon from '../../locales/en/common.json'
import enErrors from '../../locales/en/errors.json'
import enNavigation from '../../locales/en/navigation.json'

/** The English texts every page needs, the sign-in page included (resources.ts). */
export const texts = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  navigation: enNavigation,
} as const
