import { DownloadOutlined } from '@ant-design/icons'
import { type ReportArea, reportPermission } from '@sms/contract'
import { App, Button, Card, Flex, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Can } from '../../../components/can.tsx'
import { ReportFilters } from '../../../components/reports/report-filters.tsx'
import {
  downloadReport,
  type ReportFilter,
  useReportIndex,
  useReportTable,
} from '../../../lib/reports/report-api.ts'
import { presetRange } from '../../../lib/reports/report-dates.ts'
import { ReportChart } from '../components/report-chart.tsx'
import { ReportTableView } from '../components/report-table-view.tsx'

const GROUPS = ['day', 'week', 'month'] as const

/** The filter and the chosen report live in the address, so a report can be bookmarked, shared and printed. */
function useReportParams(area: ReportArea) {
  const [params, setParams] = useSearchParams()
  const month = presetRange('thisMonth')
  const filter: ReportFilter = {
    from: params.get('from') ?? month.from,
    to: params.get('to') ?? month.to,
    ...(params.get('store_id') && { store_id: Number(params.get('store_id')) }),
    ...(params.get('group') && { group: params.get('group') as ReportFilter['group'] }),
  }
  const set = (next: ReportFilter, report: string | undefined) => {
    const values: Record<string, string> = { from: next.from, to: next.to }
    if (next.store_id) values.store_id = String(next.store_id)
    if (next.group) values.group = next.group
    if (report) values.report = report
    setParams(values, { replace: true })
  }
  return { filter, report: params.get('report') ?? undefined, set, area }
}

/** A report area (sales, inventory, financial, customer): pick a report, filter it, read its chart and table. */
export function ReportAreaPage({ area }: { area: ReportArea }) {
  const { t, i18n } = useTranslation('reports')
  const { message } = App.useApp()
  const lang = i18n.language === 'km' ? 'km' : 'en'
  const { filter, report: chosen, set } = useReportParams(area)
  const index = useReportIndex()
  const reports = (index.data ?? []).filter((r) => r.area === area)
  const report = reports.find((r) => r.name === chosen) ?? reports[0]
  const table = useReportTable(area, report?.name, filter)
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null)
  const name = report ? (lang === 'km' ? report.km : report.en) : ''

  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!report) return
    setBusy(format)
    try {
      await downloadReport(area, report.name, filter, format, lang)
    } catch {
      void message.error(t('empty'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t(`areas.${area}`)}
      </Typography.Title>
      <Flex wrap gap={8} align="center" className="no-print">
        <Select
          aria-label={t('report')}
          style={{ minWidth: 280 }}
          value={report?.name}
          loading={index.isLoading}
          onChange={(next) => set(filter, next)}
          options={reports.map((r) => ({ value: r.name, label: lang === 'km' ? r.km : r.en }))}
        />
        {report?.name === 'by-period' && (
          <Select
            aria-label={t('group.label')}
            value={filter.group ?? 'day'}
            onChange={(group) => set({ ...filter, group }, report.name)}
            options={GROUPS.map((g) => ({ value: g, label: t(`group.${g}`) }))}
          />
        )}
      </Flex>
      <ReportFilters value={filter} onChange={(next) => set(next, report?.name)}>
        {/* Exporting is the area's generate (the page itself needs its view). */}
        <Can permission={reportPermission(area, 'generate')}>
          <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void exportAs('csv')}>
            {t('exportCsv')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void exportAs('xlsx')}>
            {t('exportXlsx')}
          </Button>
        </Can>
      </ReportFilters>
      <Card title={name} loading={table.isLoading}>
        {report && !report.dated && (
          <Typography.Paragraph type="secondary">{t('asOfNow')}</Typography.Paragraph>
        )}
        {table.data && report?.chart && table.data.rows.length > 0 && (
          <ReportChart table={table.data} chart={report.chart} name={name} />
        )}
        {table.data && <ReportTableView table={table.data} />}
      </Card>
    </Flex>
  )
}

export const SalesReportsPage = () => <ReportAreaPage area="sales" />
export const InventoryReportsPage = () => <ReportAreaPage area="inventory" />
export const FinancialReportsPage = () => <ReportAreaPage area="financial" />
export const CustomerReportsPage = () => <ReportAreaPage area="customer" />
