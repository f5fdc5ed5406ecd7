import type { ListMeta } from '@sms/contract'
import { Flex, Pagination, Select, Typography } from 'antd'
import { useId } from 'react'
import './list-pagination.css'
import { numberFormat, numberLocale } from '../../lib/number-locale.ts'
import { PAGE_SIZES } from './list-state.ts'
import { useResourceI18n } from './resource-text.ts'

/** Where a list stands and how a pager moves it: a page change keeps the size, a size change starts over. */
export type ListPaging = {
  page: number
  perPage: number
  onChange: (change: { page: number } | { perPage: number }) => void
}

type Props = ListPaging & {
  /** The list's answer (none while the first page loads): its total, and whether counting stopped at it. */
  meta: Pick<ListMeta, 'total' | 'total_capped'> | undefined
}

/**
 * "1–20 of 57", the spec's "rows per page" selector and outlined page buttons. A broad search whose count the
 * server stopped (decision 0045) reads "1–20 of 1,000+", and one more page is offered past the count.
 */
export function ListPagination({ page, perPage, meta, onChange }: Props) {
  const { t, tag } = useResourceI18n()
  const id = useId()
  const number = numberFormat(numberLocale(tag))
  const total = meta?.total ?? 0
  const capped = meta?.total_capped === true
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(page * perPage, total)
  const shownTotal = capped
    ? t('resources:list.totalCapped', { total: number.format(total) })
    : number.format(total)
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Text type="secondary">
        {t('resources:list.range', {
          from: number.format(from),
          to: number.format(to),
          total: shownTotal,
        })}
      </Typography.Text>
      <Flex align="center" gap={16} wrap>
        <Flex align="center" gap={8}>
          <label htmlFor={id}>{t('resources:list.rowsPerPage')}</label>
          <Select<number>
            id={id}
            value={perPage}
            onChange={(next) => onChange({ perPage: next })}
            options={PAGE_SIZES.map((size) => ({ value: size, label: number.format(size) }))}
            style={{ width: 84 }}
          />
        </Flex>
        <Pagination
          className="resource-pagination"
          current={page}
          pageSize={perPage}
          total={capped ? total + 1 : total}
          showSizeChanger={false}
          onChange={(next) => onChange({ page: next })}
        />
      </Flex>
    </Flex>
  )
}
