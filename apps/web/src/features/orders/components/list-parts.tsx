import { Alert, Button } from 'antd'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import type { useUrlState } from '../../../lib/navigation/use-url-state.ts'

/** A list that could not be loaded: what went wrong and a retry. */
export function ListProblem({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown }
}) {
  const { t } = useTranslation('orders')
  const describeError = useErrorMessage()
  if (!query.isError) return null
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={describeError(query.error)}
      action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
    />
  )
}

/** The list's pages, kept in the URL with its filters. */
export function ListPages({
  params,
  meta,
}: {
  params: ReturnType<typeof useUrlState>
  meta: ComponentProps<typeof ListPagination>['meta']
}) {
  return (
    <ListPagination
      page={params.page}
      perPage={params.perPage}
      meta={meta}
      onChange={(change) =>
        'page' in change ? params.set({ page: change.page }) : params.set({ per_page: change.perPage })
      }
    />
  )
}
