import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { LANGS, type Lang } from '../lib/i18n/languages.ts'
import { useLang, useSwitchLanguage } from '../lib/i18n/use-locale.ts'

export function LanguageSwitcher() {
  const { t } = useTranslation()
  const lang = useLang()
  const switchLanguage = useSwitchLanguage()
  return (
    <Segmented<Lang>
      aria-label={t('language.label')}
      value={lang}
      onChange={switchLanguage}
      options={LANGS.map((value) => ({ value, label: t(`language.${value}`) }))}
    />
  )
}
