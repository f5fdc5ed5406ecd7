import { CloseCircleFilled, WarningFilled } from '@ant-design/icons'
import { Button, Flex, theme } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/version/build-version.ts'
import { describeRouteError } from './describe-route-error.ts'

/** The router's error element: status code, status message and description, in the interface language. */
export function ErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation()
  const { token } = theme.useToken()
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
  // Drawn like antd's Result with an icon: Result itself brings its three SVG illustrations into every page.
  const Icon = view.status >= 500 ? CloseCircleFilled : WarningFilled
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon style={{ fontSize: 72, color: view.status >= 500 ? token.colorError : token.colorWarning }} />
      <h1
        style={{
          margin: '16px 0 0',
          fontWeight: 'normal',
          fontSize: token.fontSizeHeading3,
          color: token.colorTextHeading,
        }}
      >
        {`${view.status} ${statusText}`}
      </h1>
      <span style={{ color: token.colorTextSecondary }}>{description}</span>
      <Button type="primary" style={{ marginTop: 16 }} onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Flex>
  )
}
