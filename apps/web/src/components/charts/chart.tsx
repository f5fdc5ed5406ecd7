import { Skeleton, theme } from 'antd'
import type { EChartsCoreOption } from 'echarts/core'
import { useEffect, useRef, useState } from 'react'

type EChartsModule = typeof import('./echarts-core.ts')

let loading: Promise<EChartsModule> | null = null
/** ECharts loads with the first chart shown, never with /login or pages without one. */
const loadECharts = () => {
  loading ??= import('./echarts-core.ts')
  return loading
}

/**
 * An Apache ECharts chart themed from antd's tokens (text, lines and the app's font, so Khmer labels use the
 * bundled Khmer font) in both colour modes. `label` is read out to screen readers; the table beside the chart
 * holds the same figures.
 */
export function Chart({
  option,
  label,
  height = 320,
}: {
  option: EChartsCoreOption
  label: string
  height?: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [module, setModule] = useState<EChartsModule | null>(null)
  const { token } = theme.useToken()

  useEffect(() => {
    let alive = true
    void loadECharts().then((m) => alive && setModule(m))
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    if (!module || !ref.current) return
    const chart = module.echarts.init(ref.current, undefined, { renderer: 'canvas' })
    const text = { color: token.colorText, fontFamily: token.fontFamily }
    const axis = {
      axisLabel: { color: token.colorTextSecondary, fontFamily: token.fontFamily },
      axisLine: { lineStyle: { color: token.colorBorder } },
      splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    }
    const themed = (value: unknown) => (value && typeof value === 'object' ? { ...axis, ...value } : value)
    // Pie labels in the text colour, without ECharts' outline (dark on dark in dark mode).
    const series = (Array.isArray(option.series) ? option.series : []).map((one) =>
      (one as { type?: string }).type === 'pie'
        ? { label: { color: token.colorText, textBorderWidth: 0, fontFamily: token.fontFamily }, ...one }
        : one,
    )
    chart.setOption({
      backgroundColor: 'transparent',
      textStyle: text,
      color: [
        token.colorPrimary,
        token.colorInfo,
        token.colorWarning,
        token.colorSuccess,
        token.colorError,
        '#8b5cf6',
        '#0891b2',
      ],
      tooltip: { backgroundColor: token.colorBgElevated, borderColor: token.colorBorder, textStyle: text },
      legend: { show: false, textStyle: text },
      ...option,
      ...(series.length > 0 && { series }),
      ...('xAxis' in option && { xAxis: themed(option.xAxis) }),
      ...('yAxis' in option && { yAxis: themed(option.yAxis) }),
    })
    const resize = () => chart.resize()
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      chart.dispose()
    }
  }, [module, option, token])

  if (!module) return <Skeleton.Node active style={{ width: '100%', height }} />
  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />
}
