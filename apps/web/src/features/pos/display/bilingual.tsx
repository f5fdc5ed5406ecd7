import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { i18n, loadLanguageTexts } from '../../../lib/i18n/i18n.ts'
import type english from '../../../locales/en/pos.json'

export type Bilingual = { km: TFunction<'pos'>; en: TFunction<'pos'> }

/**
 * The display speaks to customers in both languages at once, whatever the till's interface language: both
 * languages' till texts (bundled, so this works offline), Khmer then English.
 */
export function useBilingual(): Bilingual | null {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void Promise.all([loadLanguageTexts('km', 'app'), loadLanguageTexts('en', 'app')]).then(
      () => live && setReady(true),
    )
    return () => {
      live = false
    }
  }, [])
  return ready ? { km: i18n.getFixedT('km', 'pos'), en: i18n.getFixedT('en', 'pos') } : null
}

type DisplayKey = `display.${Exclude<keyof (typeof english)['display'], 'quantity'>}`

/** One text, Khmer above English (issue 21). */
export function Both({ texts, k, size }: { texts: Bilingual; k: DisplayKey; size?: number }) {
  return (
    <span className="cd-both" style={size ? { fontSize: size } : undefined}>
      <span lang="km" className="cd-km">
        {texts.km(k)}
      </span>
      <span lang="en" className="cd-en">
        {texts.en(k)}
      </span>
    </span>
  )
}
