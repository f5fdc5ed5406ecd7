import { ArrowRightOutlined } from '@ant-design/icons'
import type { ReportTable } from '@sms/contract'
import { Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { cellText, formatCell } from './report-format.ts'

type Row = ReportTable['rows'][number] & { _i: number }

/**
 * The report's figures: its columns in the reader's language, numbers right-aligned, a totals row (and the
 * previous period's totals when the report compares), and a link from each row to what is behind it.
 */
export function ReportTableView({ table }: { table: ReportTable }) {
  const { t, i18n } = useTranslation('reports')
  const lang = i18n.language === 'km' ? 'km' : 'en'
  const to = useLocalePath()
  const hasDrill = table.drill.some((d) => d !== null)
  const columns: ColumnsType<Row> = table.columns.map((column) => ({
    key: column.key,
    title: lang === 'km' ? column.km : column.en,
    align: column.type === 'text' || column.type === 'date' ? 'left' : 'right',
    render: (_: unknown, row: Row) => cellText(table, row, column, lang),
  }))
  if (hasDrill) {
    columns.push({
      key: '_drill',
      title: <span className="sr-only">{t('open')}</span>,
      width: 48,
      className: 'no-print',
      render: (_: unknown, row: Row) => {
        const path = table.drill[row._i]
        return path ? (
          <Link to={to(path)} aria-label={t('open')} title={t('open')}>
            <ArrowRightOutlined />
          </Link>
        ) : null
      },
    })
  }
  const data: Row[] = table.rows.map((row, i) => ({ ...row, _i: i }))
  const totalsRow = (label: string, totals: Record<string, number>) => (
    <Table.Summary.Row>
      {table.columns.map((column, i) => (
        <Table.Summary.Cell
          key={column.key}
          index={i}
          align={column.type === 'text' || column.type === 'date' ? 'left' : 'right'}
        >
          <Typography.Text strong>
            {i === 0 ? label : column.key in totals ? formatCell(column, totals[column.key], lang) : ''}
          </Typography.Text>
        </Table.Summary.Cell>
      ))}
      {hasDrill && <Table.Summary.Cell index={table.columns.length} />}
    </Table.Summary.Row>
  )
  return (
    <Table<Row>
      size="small"
      rowKey="_i"
      columns={columns}
      dataSource={data}
      pagination={data.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">{t('empty')}</Typography.Text> }}
      summary={() =>
        data.length === 0 ? null : (
          <Table.Summary>
            {totalsRow(t('total'), table.totals)}
            {table.previous &&
              totalsRow(
                t('previous', { from: table.previous.from, to: table.previous.to }),
                table.previous.totals,
              )}
          </Table.Summary>
        )
      }
    />
  )
}
