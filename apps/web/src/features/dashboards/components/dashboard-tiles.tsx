import type { Dashboard, SalesSummary } from '@sms/contract'
import { Col, Flex, List, Row, Statistic, Typography } from 'antd'
import type { EChartsCoreOption } from 'echarts/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Chart } from '../../../components/charts/chart.tsx'
import { ReportFilters } from '../../../components/reports/report-filters.tsx'
import { formatKhr, formatUsd } from '../../../lib/money.ts'
import { filterQuery, type ReportFilter, useDashboard } from '../../../lib/reports/report-api.ts'
import { presetRange } from '../../../lib/reports/report-dates.ts'
import { type Target, Tile } from './dashboard-tile.tsx'

const sales = (query: string): Target => ({ to: `/reports/sales?${query}`, permission: 'sales-reports.view' })

function SalesTile({ title, summary, target }: { title: string; summary: SalesSummary; target: Target }) {
  const { t, i18n } = useTranslation('dashboards')
  const tag = i18n.language
  const average = summary.orders === 0 ? 0 : Math.round(summary.total_usd / summary.orders)
  return (
    <Tile title={title} target={target}>
      <Statistic title={t('tiles.sales')} value={formatUsd(summary.total_usd, tag)} />
      <Typography.Text>{formatKhr(summary.total_khr)}</Typography.Text>
      <Flex gap={24} wrap style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('tiles.orders', { count: summary.orders })}</Typography.Text>
        <Typography.Text type="secondary">
          {t('tiles.averageBasket')}: {formatUsd(average, tag)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('tiles.returns')}: {formatUsd(summary.returns_usd, tag)}
        </Typography.Text>
      </Flex>
    </Tile>
  )
}

function Ranked({
  rows,
  tag,
}: {
  rows: { name: string; name_km: string | null; amount_usd: number }[]
  tag: string
}) {
  const { t } = useTranslation('dashboards')
  return (
    <List
      size="small"
      dataSource={rows}
      locale={{ emptyText: <Typography.Text type="secondary">{t('tiles.noSales')}</Typography.Text> }}
      renderItem={(row) => (
        <List.Item>
          <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
            <span>{tag === 'km' && row.name_km ? row.name_km : row.name}</span>
            <span>{formatUsd(row.amount_usd, tag)}</span>
          </Flex>
        </List.Item>
      )}
    />
  )
}

/** The dashboard (issue 12): today and the chosen period, live as sales happen, for the user's stores. */
export function DashboardTiles() {
  const { t, i18n } = useTranslation('dashboards')
  const tag = i18n.language
  const [filter, setFilter] = useState<ReportFilter>(presetRange('thisMonth'))
  const dashboard = useDashboard(filter)
  const data: Dashboard | undefined = dashboard.data
  const q = filterQuery(filter)
  const hours = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 60, right: 16, top: 16, bottom: 30 },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)) },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'bar',
          name: t('tiles.sales'),
          data: Array.from(
            { length: 24 },
            (_, h) => (data?.by_hour.find((x) => x.hour === h)?.total_usd ?? 0) / 100,
          ),
        },
      ],
    }),
    [data, t],
  )
  const mix = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          data: (data?.payment_mix ?? []).map((x) => ({
            name: `${t(`tiles.methods.${x.method}`)} ${x.currency}`,
            value: x.amount_khr,
          })),
        },
      ],
    }),
    [data, t],
  )
  return (
    <Flex vertical gap={16}>
      <ReportFilters value={filter} onChange={setFilter} />
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <SalesTile title={t('tiles.today')} summary={data.today} target={sales('report=by-period')} />
          </Col>
          <Col xs={24} md={12}>
            <SalesTile
              title={t('tiles.period')}
              summary={data.period}
              target={sales(`report=by-period&${q}`)}
            />
          </Col>
          {(
            [
              ['lowStock', data.low_stock, { to: '/stocks/low', permission: 'stocks.list' }],
              ['expiringSoon', data.expiring_soon, { to: '/products/expired', permission: 'products.list' }],
              [
                'transfersToReceive',
                data.transfers_to_receive,
                { to: '/stocks/transfer', permission: 'stock-transfers.list' },
              ],
              [
                'openShifts',
                data.open_shifts,
                { to: `/reports/financial?report=cash&${q}`, permission: 'financial-reports.view' },
              ],
            ] as const
          ).map(([key, value, target]) => (
            <Col xs={12} md={6} key={key}>
              <Tile title={t(`tiles.${key}`)} target={target}>
                <Statistic value={value} />
              </Tile>
            </Col>
          ))}
          <Col xs={24} lg={12}>
            <Tile title={t('tiles.byHour')} target={sales(`report=heatmap&${q}`)}>
              <Chart option={hours} label={t('tiles.byHour')} height={240} />
            </Tile>
          </Col>
          <Col xs={24} lg={12}>
            <Tile title={t('tiles.paymentMix')} target={sales(`report=by-tender&${q}`)}>
              <Chart option={mix} label={t('tiles.paymentMix')} height={240} />
            </Tile>
          </Col>
          <Col xs={24} md={8}>
            <Tile title={t('tiles.topProducts')} target={sales(`report=by-product&${q}`)}>
              <Ranked rows={data.top_products} tag={tag} />
            </Tile>
          </Col>
          <Col xs={24} md={8}>
            <Tile title={t('tiles.topCategories')} target={sales(`report=by-category&${q}`)}>
              <Ranked rows={data.top_categories} tag={tag} />
            </Tile>
          </Col>
          <Col xs={24} md={8}>
            <Tile title={t('tiles.cashiers')} target={sales('report=by-cashier')}>
              <Ranked
                rows={data.cashiers.map((c) => ({
                  name: `${c.name} (${c.orders})`,
                  name_km: null,
                  amount_usd: c.total_usd,
                }))}
                tag={tag}
              />
            </Tile>
          </Col>
        </Row>
      )}
    </Flex>
  )
}
