import { Flex, Pagination, Select, Typography } from 'antd'
import { useId } from 'react'
import './list-pagination.css'
import { PAGE_SIZES } from './list-state.ts'
import { useResourceI18n } from './resource-text.ts'

type Props = {
  page: number
  perPage: number
  total: number
  onChange: (change: { page: number } | { perPage: number }) => void
}

/** "1–20 of 57", the spec's "rows per page" selector and outlined page buttons. */
export function ListPagination({ page, perPage, total, onChange }: Props) {
  const { t, tag } = useResourceI18n()
  const id = useId()
  const number = new Intl.NumberFormat(tag)
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(page * perPage, total)
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Text type="secondary">
        {t('resources:list.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
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
          total={total}
          showSizeChanger={false}
          onChange={(next) => onChange({ page: next })}
        />
      </Flex>
    </Flex>
  )
}
