import { theme } from 'antd'
import { useTranslation } from 'react-i18next'

/** The id of the element a `SkipLink` moves to: the layout's <main>, focusable from script (tabIndex -1). */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * "Skip to main content" (WCAG 2.4.1): the first Tab stop of a layout, hidden until focused. Focus moves by
 * script, because following `#main-content` would put a hash in the address and make the router navigate.
 */
export function SkipLink() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      style={{ background: token.colorBgElevated, color: token.colorLink, boxShadow: token.boxShadow }}
      onClick={(event) => {
        event.preventDefault()
        document.getElementById(MAIN_CONTENT_ID)?.focus()
      }}
    >
      {t('actions.skipToContent')}
    </a>
  )
}
