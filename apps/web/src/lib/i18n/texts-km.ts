import khAuth from '../../locales/kh/auth.json'
import khCommon from '../../locales/kh/common.json'
import khErrors from '../../locales/kh/errors.json'
import khNavigation from '../../locales/kh/navigation.json'

/** The Khmer texts every page needs, the sign-in page included (resources.ts). */
export const texts = {
  common: khCommon,
  auth: khAuth,
  errors: khErrors,
  navigation: khNavigation,
} as const
