import i18n from 'i18next'

/**
 * The shop's `khmer_digits` setting as the app last applied it (decision 0041), apart from the formatting code:
 * i18next and the appearance read it on the first page, which formats no number.
 */

/** i18next's event that re-renders every screen using `useTranslation` (see i18n.ts `bindI18n`). */
export const KHMER_DIGITS_EVENT = 'khmerDigitsChanged'

let khmerDigits = false

export const khmerDigitsOn = (): boolean => khmerDigits

/** The shop's setting, from the public settings (lib/appearance). */
export function setKhmerDigits(on: boolean): void {
  if (on === khmerDigits) return
  khmerDigits = on
  i18n.emit(KHMER_DIGITS_EVENT)
}
