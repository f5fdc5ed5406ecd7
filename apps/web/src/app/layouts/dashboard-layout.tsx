import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { formatDate } from '../../lib/dates.ts'

/** The frame of the dashboard pages: their title and today's date above the dashboard content. */
export function DashboardLayout() {
  const { t } = useTranslation('dashboards')
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('today', { date: formatDate(new Date()) })}</Typography.Text>
      </Flex>
      <Outlet />
    </Flex>
  )
}
