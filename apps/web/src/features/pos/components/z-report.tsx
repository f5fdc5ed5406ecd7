import type { ShiftReport } from '@sms/contract'
import { Flex, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { khr, usd } from '../receipt/money-text.ts'

/** Sums per tender method and currency: the sales, or (negative) the refunds. */
function TenderTable(props: { title: string; rows: ShiftReport['by_tender']; testId: string }) {
  const { t } = useTranslation('pos')
  return (
    <>
      <Typography.Text strong>{props.title}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        data-testid={props.testId}
        rowKey={(r) => `${r.method}-${r.currency}`}
        dataSource={props.rows}
        columns={[
          {
            title: t('shift.method'),
            dataIndex: 'method',
            render: (m: string) => t(`receipt.tenders.${m as 'cash'}`),
          },
          { title: t('shift.currency'), dataIndex: 'currency' },
          {
            title: t('payment.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: number, r) => (r.currency === 'USD' ? usd(v) : khr(v)),
          },
        ]}
      />
    </>
  )
}

/** Expected vs counted and the difference per currency, sales by tender and currency, discounts and VAT. */
export function ZReport({ report }: { report: ShiftReport }) {
  const { t } = useTranslation('pos')
  const rows = (
    [
      'float',
      'cash_sales',
      'refunds',
      'change_given',
      'cash_in',
      'cash_out',
      'expected',
      'counted',
      'difference',
    ] as const
  ).map((field) => ({
    field,
    label: {
      float: t('shift.float'),
      cash_sales: t('shift.cashSales'),
      refunds: t('shift.cashRefunds'),
      change_given: t('shift.changeGiven'),
      cash_in: t('shift.cashIn'),
      cash_out: t('shift.cashOut'),
      expected: t('shift.expected'),
      counted: t('shift.counted'),
      difference: t('shift.difference'),
    }[field],
    usd: report.drawer.usd[field],
    khr: report.drawer.khr[field],
  }))
  return (
    <Flex vertical gap={12} data-testid="z-report">
      <Typography.Text>{t('shift.zOrders', { count: report.orders })}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="field"
        dataSource={rows}
        columns={[
          {
            title: '',
            dataIndex: 'label',
            render: (v, r) => (r.field === 'difference' ? <strong>{v}</strong> : v),
          },
          {
            title: '$',
            dataIndex: 'usd',
            align: 'right',
            render: (v: number | null, r) => (
              <span data-testid={`z-${r.field}-usd`}>{v === null ? '—' : usd(v)}</span>
            ),
          },
          {
            title: '៛',
            dataIndex: 'khr',
            align: 'right',
            render: (v: number | null, r) => (
              <span data-testid={`z-${r.field}-khr`}>{v === null ? '—' : khr(v)}</span>
            ),
          },
        ]}
      />
      <TenderTable title={t('shift.byTender')} rows={report.by_tender} testId="z-by-tender" />
      {report.refunds_by_tender.length > 0 && (
        <TenderTable
          title={t('shift.refundsByTender')}
          rows={report.refunds_by_tender}
          testId="z-refunds-by-tender"
        />
      )}
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 2 }}>
        <dt>{t('shift.total_usd')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          {usd(report.total_usd)} · {khr(report.total_khr)}
        </dd>
        <dt>{t('shift.discounts')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{usd(report.discount_usd)}</dd>
        <dt>{t('shift.vat')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{usd(report.vat_usd)}</dd>
      </dl>
    </Flex>
  )
}
