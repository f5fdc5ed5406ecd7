import { Alert, Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../lib/api/use-error-message.ts'

type FailedRead = { isError: boolean; error: unknown; refetch: () => unknown }

/**
 * A list or a document that could not be read: what failed (`title`), why in the reader's words, and a button to
 * try again. Nothing while the read is fine.
 */
export function LoadError({ query, title }: { query: FailedRead; title: string }) {
  const { t } = useTranslation('resources')
  const describeError = useErrorMessage()
  if (!query.isError) return null
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={describeError(query.error)}
      action={<Button onClick={() => query.refetch()}>{t('actions.retry')}</Button>}
    />
  )
}
