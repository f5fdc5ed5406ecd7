import { centsToRiel } from '@sms/contract'
import { Typography } from 'antd'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { MoneyInput } from '../../../components/resource/widgets/money-input.tsx'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { formatKhr } from '../../../lib/money.ts'

/**
 * The riel price, asked for only where it is used (decision 0029): a product with a dollar price is sold at
 * that price, its riel at the day's rate, so the form shows what that is today; a product without one is
 * riel-priced goods, and its riel price is what the till charges (converted at the order's rate).
 */
export function ProductRielPriceField({
  id,
  value,
  onChange,
  onBlur,
  form,
  error,
  disabled,
}: CustomWidgetProps) {
  const { t } = useTranslation('catalogue')
  const priceUsd = useWatch({ control: form.control, name: 'price_usd' }) as number | null | undefined
  const rate = useCurrentRate().data?.rate
  if (typeof priceUsd === 'number' && priceUsd > 0) {
    return (
      <Typography.Text type="secondary" data-testid="price-khr-at-rate">
        {rate
          ? t('products.rielAtRate', { amount: formatKhr(centsToRiel(priceUsd, rate)) })
          : t('products.rielFromDollars')}
      </Typography.Text>
    )
  }
  return (
    <>
      <MoneyInput
        id={id}
        currency="KHR"
        value={value as number | null}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        status={error ? 'error' : undefined}
      />
      <Typography.Text type="secondary">{t('products.help.price_khr')}</Typography.Text>
    </>
  )
}

/** What the form saves: no riel price beside a dollar price, since the till would never use it. */
export function withoutUnusedRielPrice(values: Record<string, unknown>): Record<string, unknown> {
  const usd = values.price_usd
  return typeof usd === 'number' && usd > 0 ? { ...values, price_khr: 0 } : values
}
