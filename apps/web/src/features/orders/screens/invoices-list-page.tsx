import type { CreditNoteSummary, InvoiceSummary } from '@sms/contract'
import { einvoiceRoutes, fillPath } from '@sms/contract'
import { Card, Flex, Table, type TableColumnsType, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '../../../components/load-error.tsx'
import { ListPagination } from '../../../components/resource/list-pagination.tsx'
import { formatDateTime } from '../../../lib/dates.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useUrlState } from '../../../lib/navigation/use-url-state.ts'
import { useCreditNoteList, useInvoiceList } from '../api/orders-api.ts'
import { UblMonthDownload, UblXmlButton } from '../components/ubl-downloads.tsx'
import { useMoney } from '../components/use-money.ts'

/** `/invoices`: issued invoices and, on the second tab, credit notes; newest first, each opening its A4 print. */
export function InvoicesListPage() {
  const { t } = useTranslation('orders')
  const to = useLocalePath()
  const money = useMoney()
  const { values, page, perPage, set, paging } = useUrlState(['tab'])
  const credit = values.tab === 'credit'
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage), sort: '-id' }).toString()
  const invoices = useInvoiceList(query)
  const notes = useCreditNoteList(query)
  const list = credit ? notes : invoices

  const invoiceColumns: TableColumnsType<InvoiceSummary> = [
    {
      key: 'number',
      title: t('invoices.number'),
      render: (_, r) => <Link to={to(`/invoices/${r.id}`)}>{r.number}</Link>,
    },
    { key: 'date', title: t('invoices.date'), render: (_, r) => formatDateTime(r.issued_at) },
    {
      key: 'order',
      title: t('invoices.order'),
      render: (_, r) => <Link to={to(`/orders/${r.order_id}`)}>{r.order_number ?? `#${r.order_id}`}</Link>,
    },
    { key: 'kind', title: t('invoices.kind'), render: (_, r) => t(`invoices.${r.kind}`) },
    {
      key: 'buyer',
      title: t('invoices.buyer'),
      render: (_, r) => r.buyer?.name_kh || r.buyer?.name || t('walkIn'),
    },
    { key: 'usd', title: t('invoices.totalUsd'), align: 'right', render: (_, r) => money.usd(r.total_usd) },
    { key: 'khr', title: t('invoices.totalKhr'), align: 'right', render: (_, r) => money.khr(r.total_khr) },
    { key: 'vat', title: t('invoices.vatKhr'), align: 'right', render: (_, r) => money.khr(r.vat_khr) },
    { key: 'by', title: t('invoices.issuedBy'), render: (_, r) => r.issued_by_name ?? '—' },
    {
      key: 'ubl',
      title: t('ubl.column'),
      render: (_, r) => (
        <UblXmlButton
          size="small"
          path={fillPath(einvoiceRoutes.invoice.path, { id: r.id })}
          number={r.number}
        />
      ),
    },
  ]
  const noteColumns: TableColumnsType<CreditNoteSummary> = [
    {
      key: 'number',
      title: t('invoices.number'),
      render: (_, r) => <Link to={to(`/credit-notes/${r.id}`)}>{r.number}</Link>,
    },
    { key: 'date', title: t('invoices.date'), render: (_, r) => formatDateTime(r.created_at) },
    {
      key: 'order',
      title: t('invoices.order'),
      render: (_, r) => <Link to={to(`/orders/${r.order_id}`)}>{r.order_number ?? `#${r.order_id}`}</Link>,
    },
    { key: 'reason', title: t('detail.reason'), render: (_, r) => r.reason ?? '—' },
    { key: 'usd', title: t('invoices.totalUsd'), align: 'right', render: (_, r) => money.usd(r.total_usd) },
    { key: 'khr', title: t('invoices.totalKhr'), align: 'right', render: (_, r) => money.khr(r.total_khr) },
    { key: 'by', title: t('invoices.issuedBy'), render: (_, r) => r.created_by_name ?? '—' },
    {
      key: 'ubl',
      title: t('ubl.column'),
      render: (_, r) => (
        <UblXmlButton
          size="small"
          path={fillPath(einvoiceRoutes.creditNote.path, { id: r.id })}
          number={r.number}
        />
      ),
    },
  ]
  const empty = (text: string) => ({ emptyText: <Typography.Text type="secondary">{text}</Typography.Text> })

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('invoices.title')}
        </Typography.Title>
        <UblMonthDownload />
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
        <Tabs
          activeKey={credit ? 'credit' : 'invoices'}
          onChange={(key) => set({ tab: key === 'credit' ? 'credit' : null })}
          items={[
            { key: 'invoices', label: t('invoices.title') },
            { key: 'credit', label: t('invoices.creditNotes') },
          ]}
        />
        <LoadError query={list} title={t('loadFailed')} />
        {credit ? (
          <Table<CreditNoteSummary>
            rowKey="id"
            columns={noteColumns}
            dataSource={notes.data?.data ?? []}
            loading={notes.isFetching && !notes.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={empty(t('invoices.creditEmpty'))}
          />
        ) : (
          <Table<InvoiceSummary>
            rowKey="id"
            columns={invoiceColumns}
            dataSource={invoices.data?.data ?? []}
            loading={invoices.isFetching && !invoices.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={empty(t('invoices.empty'))}
          />
        )}
        <ListPagination {...paging} meta={list.data?.meta} />
      </Card>
    </Flex>
  )
}
