import { Button, Result, type ResultProps } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { ResultHeading } from '../../components/result-heading.tsx'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/version/build-version.ts'
import { describeRouteError } from './describe-route-error.ts'

function resultStatus(status: number): ResultProps['status'] {
  if (status === 403 || status === 404) return String(status) as '403' | '404'
  return status >= 500 ? '500' : 'error'
}

/** The router's error element: status code, status message and description, in the interface language. */
export function ErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation()
  const describeApiError = useErrorMessage()
  const isChunkError = isChunkLoadError(error)
  const [reloadBlocked, setReloadBlocked] = useState(false)
  // Effects run twice in development; the reload guard and the log must act once per error.
  const handled = useRef<unknown>(undefined)

  useEffect(() => {
    if (handled.current === error) return
    handled.current = error
    // A missing chunk means a new build replaced this one: reloading fetches it, unless we just did.
    if (isChunkError) setReloadBlocked(!reloadAfterChunkError())
    else console.error(error)
  }, [error, isChunkError])

  const view = describeRouteError(error)
  const statusText = 'key' in view.statusText ? t(`httpStatus.${view.statusText.key}`) : view.statusText.text
  const description = isChunkError
    ? t('errorPage.reloadBlocked')
    : view.describeApiError
      ? describeApiError(error)
      : t('errorPage.description')

  if (isChunkError && !reloadBlocked) return null
  return (
    <Result
      status={resultStatus(view.status)}
      title={<ResultHeading>{`${view.status} ${statusText}`}</ResultHeading>}
      subTitle={description}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  )
}
