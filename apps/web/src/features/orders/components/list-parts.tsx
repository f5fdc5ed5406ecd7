import type { ComponentProps } from 'react'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import type { useUrlState } from '../../../lib/navigation/use-url-state.ts'

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
