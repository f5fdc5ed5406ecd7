import type { ReportTable } from '@sms/contract'
import type { EChartsCoreOption } from 'echarts/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Chart } from '../../../components/charts/chart.tsx'
import { cellText, labelOf } from './report-format.ts'

type ChartSpec = { kind: 'bar' | 'line' | 'pie' | 'heatmap'; label: string; value: string }

/** The report's chart: its label column against its value column, money in dollars (or riel), at most 20 bars. */
export function ReportChart({ table, chart, name }: { table: ReportTable; chart: ChartSpec; name: string }) {
  const { t, i18n } = useTranslation('reports')
  const lang = i18n.language === 'km' ? 'km' : 'en'
  const option = useMemo<EChartsCoreOption>(() => {
    const valueColumn = table.columns.find((c) => c.key === chart.value)
    const scale = valueColumn?.type === 'usd' ? 100 : 1
    const value = (row: ReportTable['rows'][number]) => Number(row[chart.value] ?? 0) / scale
    const rows = table.rows.slice(0, chart.kind === 'heatmap' ? undefined : 20)
    const labels = rows.map((row) => labelOf(table, row, chart.label, lang))
    const valueName = valueColumn ? (lang === 'km' ? valueColumn.km : valueColumn.en) : ''
    if (chart.kind === 'pie') {
      return {
        tooltip: { trigger: 'item' },
        series: [
          {
            type: 'pie',
            radius: ['35%', '70%'],
            data: rows.map((row, i) => ({ name: labels[i], value: value(row) })),
          },
        ],
      }
    }
    if (chart.kind === 'heatmap') {
      const days = t('weekdays', { returnObjects: true }) as string[]
      const max = Math.max(1, ...rows.map(value))
      return {
        tooltip: { position: 'top' },
        grid: { left: 60, right: 20, top: 10, bottom: 60 },
        xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)) },
        yAxis: { type: 'category', data: days },
        visualMap: { min: 0, max, calculable: false, orient: 'horizontal', left: 'center', bottom: 0 },
        series: [
          {
            type: 'heatmap',
            name: valueName,
            data: rows.map((row) => [Number(row.hour), Number(row.weekday) - 1, value(row)]),
          },
        ],
      }
    }
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 70, right: 20, top: 20, bottom: 70 },
      xAxis: { type: 'category', data: labels, axisLabel: { rotate: labels.length > 8 ? 35 : 0 } },
      yAxis: { type: 'value' },
      series: [{ type: chart.kind, name: valueName, data: rows.map(value), smooth: chart.kind === 'line' }],
    }
  }, [table, chart, lang, t])
  return <Chart option={option} label={t('chart', { name })} />
}

export { cellText }
