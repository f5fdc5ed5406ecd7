import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from './i18n.ts'
import { setKhmerDigits } from './khmer-digits-setting.ts'

// The till's top bar says how many sales wait, with the order it is sending: a count and a code.
i18n.addResourceBundle('en', 'figures-test', { waiting: '{{count}} sales waiting · {{number}}' })
i18n.addResourceBundle('km', 'figures-test', { waiting: 'ការលក់ {{count}} កំពុងរង់ចាំ · {{number}}' })
// A namespace of the test's own, which the app's typed keys do not know.
const translate = i18n.t as (key: string, options: Record<string, unknown>) => string
const waiting = (lng: string) =>
  translate('waiting', { ns: 'figures-test', lng, count: 1205, number: 'SO-2026-000005' })

afterEach(() => setKhmerDigits(false))

describe('figures put into a sentence', () => {
  it('are written in Khmer digits in Khmer when the shop asks for them, and the code stays as it is', () => {
    setKhmerDigits(true)
    expect(waiting('km')).toBe('ការលក់ ១២០៥ កំពុងរង់ចាំ · SO-2026-000005')
  })

  it('stay ASCII in Khmer without the setting, and in English always', () => {
    expect(waiting('km')).toBe('ការលក់ 1205 កំពុងរង់ចាំ · SO-2026-000005')
    setKhmerDigits(true)
    expect(waiting('en')).toBe('1205 sales waiting · SO-2026-000005')
  })
})
