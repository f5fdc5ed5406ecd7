import { PrinterOutlined } from '@ant-design/icons'
import { Button, DatePicker, Flex, Select } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ReportFilter, useReportStores } from '../../lib/reports/report-api.ts'
import { DATE_PRESETS, type DatePreset, presetOf, presetRange } from '../../lib/reports/report-dates.ts'

/**
 * The filters of the dashboard and every report: a date preset (or a custom range), the store (all the
 * user's stores, or one), anything the page adds (`children`) and a print button. Hidden when printing.
 */
export function ReportFilters({
  value,
  onChange,
  children,
}: {
  value: ReportFilter
  onChange: (next: ReportFilter) => void
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation('reports')
  const stores = useReportStores()
  const preset = presetOf(value.from, value.to)
  const storeName = (s: { name_en: string; name_kh: string | null }) =>
    i18n.language === 'km' && s.name_kh ? s.name_kh : s.name_en
  return (
    <Flex wrap gap={8} align="center" className="no-print">
      <Select<DatePreset>
        aria-label={t('presets.label')}
        style={{ minWidth: 140 }}
        value={preset}
        onChange={(next) => next !== 'custom' && onChange({ ...value, ...presetRange(next) })}
        options={[...DATE_PRESETS, 'custom' as const].map((p) => ({ value: p, label: t(`presets.${p}`) }))}
      />
      <DatePicker.RangePicker
        aria-label={t('range')}
        allowClear={false}
        value={[dayjs(value.from), dayjs(value.to)]}
        onChange={(range) => {
          const [from, to] = range ?? []
          if (from && to) onChange({ ...value, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') })
        }}
      />
      <Select<number | 0>
        aria-label={t('store')}
        style={{ minWidth: 180 }}
        value={value.store_id ?? 0}
        loading={stores.isLoading}
        onChange={(id) => onChange({ ...value, store_id: id === 0 ? undefined : id })}
        options={[
          { value: 0, label: t('allStores') },
          ...(stores.data ?? []).map((s) => ({ value: s.id, label: storeName(s) })),
        ]}
      />
      {children}
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t('print')}
      </Button>
    </Flex>
  )
}
