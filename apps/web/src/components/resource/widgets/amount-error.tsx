import type { AmountCurrency, AmountErrorCode } from '@sms/contract'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { amountErrorKey } from '../../../lib/money.ts'

type Props = { id: string; error: AmountErrorCode; currency: AmountCurrency }

/**
 * Why a typed amount was not taken, under its input (which points here with aria-describedby): every money
 * input of the app says it in the same words.
 */
export function AmountError({ id, error, currency }: Props) {
  const { t } = useTranslation('common')
  return (
    <Typography.Text id={id} type="danger" role="alert" style={{ fontSize: 12 }} data-testid="amount-error">
      {t(amountErrorKey(error, currency))}
    </Typography.Text>
  )
}
