import { Table, type TableProps, Typography } from 'antd'
import type { ComponentProps, ReactNode } from 'react'
import { LoadError } from '../load-error.tsx'
import { ListPagination, type ListPaging } from './list-pagination.tsx'

/** A list query as the table reads it: a page of rows and its count, whether it is fetching, why it failed. */
export type ListQuery<Row> = {
  data?: { data: Row[]; meta: NonNullable<ComponentProps<typeof ListPagination>['meta']> }
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

type Props<Row> = Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'locale'> & {
  list: ListQuery<Row>
  paging: ListPaging
  /** The load error's title. Without it the page says a failed load its own way, through `alerts`. */
  loadFailed?: string
  /** Another failure's message, between the load error and the table (a write the rows were chosen for). */
  alerts?: ReactNode
  /** What an empty list says, instead of antd's "No data". */
  emptyText?: string
}

/**
 * The body of every server-paged list: its load error, the table of the page the server sent and the pager
 * under it. The page keeps its state (in the URL) and hands in where it stands (`paging`); table props it
 * gives (row key, columns, sorting, selection, a test id, its own `loading`) go to antd's table as they are.
 */
export function ListTable<Row extends object>({
  list,
  paging,
  loadFailed,
  alerts,
  emptyText,
  ...table
}: Props<Row>) {
  return (
    <>
      {loadFailed !== undefined && <LoadError query={list} title={loadFailed} />}
      {alerts}
      <Table<Row>
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={
          emptyText === undefined
            ? undefined
            : { emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }
        }
        {...table}
      />
      <ListPagination
        page={paging.page}
        perPage={paging.perPage}
        meta={list.data?.meta}
        onChange={paging.onChange}
      />
    </>
  )
}
