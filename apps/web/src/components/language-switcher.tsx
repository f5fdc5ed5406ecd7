import { Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { LANGS } from '../lib/i18n/languages.ts'
import { useLang, useSwitchLanguage } from '../lib/i18n/use-locale.ts'

/**
 * Two pressed/unpressed buttons rather than antd's Segmented: the same look and keyboard use, and 4 kB less
 * on /login, where this switch is the first thing a Khmer reader needs.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const lang = useLang()
  const switchLanguage = useSwitchLanguage()
  return (
    <Space.Compact role="group" aria-label={t('language.label')}>
      {LANGS.map((value) => (
        <Button
          key={value}
          className="language-switcher-option"
          type={value === lang ? 'primary' : 'default'}
          aria-pressed={value === lang}
          onClick={() => {
            if (value !== lang) switchLanguage(value)
          }}
        >
          {t(`language.${value}`)}
        </Button>
      ))}
    </Space.Compact>
  )
}
