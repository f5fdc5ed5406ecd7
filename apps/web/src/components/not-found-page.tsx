import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { BackHomeButton } from './back-home-button.tsx'
import { ResultHeading } from './result-heading.tsx'

function redirectedFrom(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
    ? state.from
    : undefined
}

/** Unknown paths render here in place, so the address bar keeps the path the message quotes. */
export function NotFoundPage() {
  const { t } = useTranslation()
  const { pathname, state } = useLocation()
  // A page that sends the user here on purpose can say which path was missing.
  const path = redirectedFrom(state) ?? pathname
  return (
    <Result
      status="404"
      title={<ResultHeading>{`404 ${t('httpStatus.404')}`}</ResultHeading>}
      subTitle={t('notFound.message', { path })}
      extra={<BackHomeButton />}
    />
  )
}
