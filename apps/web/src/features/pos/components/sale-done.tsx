import { Alert, Button, Flex, Result, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { changeText, khr, usd } from '../receipt/money-text.ts'
import { useTill } from '../screens/till-store.ts'
import { KeyHint } from './key-hint.tsx'

/**
 * After payment: the change to give, large; Alt+R reprints, Enter (or a scan) starts the next sale. A sale
 * finished offline says so: its number is the till's own, and the outbox sends it when the server answers.
 */
export function SaleDone() {
  const { t } = useTranslation('pos')
  const { screen, nextSale, run } = useTill()
  // Shown only while a sale is done (till-page.tsx).
  if (!screen.done) return null
  const { receipt: order, offline } = screen.done
  const hasChange = order.change.usd > 0 || order.change.khr > 0
  return (
    <Flex
      vertical
      justify="center"
      style={{ height: '100%', padding: 16, boxSizing: 'border-box' }}
      data-testid="sale-done"
    >
      <Result
        status="success"
        title={t('done.title', { number: order.number })}
        subTitle={`${usd(order.total_usd)} · ${khr(order.total_khr)}`}
        extra={[
          offline && (
            <Alert
              key="offline"
              type="info"
              showIcon
              title={t('outbox.soldOffline')}
              data-testid="done-offline"
            />
          ),
          <Flex key="change" vertical align="center" gap={4}>
            <Typography.Text>{hasChange ? t('done.change') : t('done.noChange')}</Typography.Text>
            {hasChange && (
              <span style={{ fontSize: 40, fontWeight: 700 }} data-testid="done-change">
                {changeText(order.change)}
              </span>
            )}
          </Flex>,
          <Flex key="actions" gap={8} justify="center" style={{ marginTop: 16 }}>
            <Button size="large" onClick={() => run('reprint')}>
              {t('done.reprint')}
              <KeyHint keys="Alt+R" />
            </Button>
            <Button size="large" type="primary" onClick={nextSale} autoFocus>
              {t('done.next')}
              <KeyHint keys="Enter" />
            </Button>
          </Flex>,
        ]}
      />
    </Flex>
  )
}
