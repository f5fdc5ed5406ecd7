import { Button, Flex, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * What the till shows instead of the cart until it has today's rate and the shop's sale settings: every figure
 * (prices of riel-priced goods, VAT, riel totals, change) depends on them, and a sale on made-up values would
 * show the customer one total and charge another.
 */
export function TillPricingState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('pos')
  if (!failed) {
    return (
      <Flex vertical justify="center" align="center" gap={16} style={{ height: '100vh' }} role="status">
        <Spin size="large" />
        <span>{t('pricing.loading')}</span>
      </Flex>
    )
  }
  return (
    <Result
      status="error"
      title={t('pricing.unavailableTitle')}
      subTitle={t('pricing.unavailable')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('pricing.retry')}
        </Button>
      }
    />
  )
}
