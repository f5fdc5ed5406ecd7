import { Alert, Button, Flex, Input, Typography } from 'antd'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { requestKhqr } from '../api/pos-api.ts'
import { showKhqr } from '../display/khqr-on-screen.ts'
import { usd } from '../receipt/money-text.ts'

type Code = { image: string; payload: string; expiresAt: Date | null }

/** KHQR: a dynamic code for the amount due, made by the server, shown with its expiry; confirmed with a reference. */
export function KhqrPanel({
  storeId,
  amountUsd,
  disabled,
  onConfirm,
}: {
  storeId: number
  amountUsd: number
  disabled: boolean
  onConfirm: (reference: string) => void
}) {
  const { t, i18n } = useTranslation('pos')
  const describeError = useErrorMessage()
  const [code, setCode] = useState<Code | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reference, setReference] = useState('')
  const [now, setNow] = useState(() => Date.now())

  const make = async () => {
    setError(null)
    setCode(null)
    try {
      const answer = await requestKhqr({
        store_id: storeId,
        amount: amountUsd,
        currency: 'USD',
        bill_number: `T${storeId}-${Date.now().toString(36).toUpperCase()}`,
      })
      const image = await QRCode.toDataURL(answer.qr, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
      setCode({ image, payload: answer.qr, expiresAt: new Date(answer.expires_at) })
    } catch (e) {
      setError(`${t('payment.khqrFailed')}: ${describeError(e)}`)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code only when the amount changes
  useEffect(() => {
    if (amountUsd > 0) void make()
  }, [amountUsd])
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  const expired = code?.expiresAt ? code.expiresAt.getTime() <= now : false
  // The customer display shows the same code, large, while it can be paid (decision 0042).
  const payable = amountUsd > 0 && code && !expired ? code.payload : null
  useEffect(() => showKhqr(payable), [payable])
  useEffect(() => () => showKhqr(null), [])

  if (amountUsd <= 0) return null
  return (
    <Flex gap={12} align="start">
      <Flex vertical align="center" gap={4}>
        {code && (
          <img
            src={code.image}
            alt={t('payment.khqrTitle')}
            width={180}
            height={180}
            style={{ opacity: expired ? 0.3 : 1 }}
          />
        )}
        <Typography.Text strong>{usd(amountUsd)}</Typography.Text>
        {code?.expiresAt && (
          <Typography.Text type={expired ? 'danger' : 'secondary'}>
            {expired
              ? t('payment.khqrExpired')
              : t('payment.khqrExpires', {
                  time: code.expiresAt.toLocaleTimeString(i18n.language, {
                    hour: '2-digit',
                    minute: '2-digit',
                    second: '2-digit',
                  }),
                })}
          </Typography.Text>
        )}
      </Flex>
      <Flex vertical gap={6} style={{ flex: 1 }}>
        <Typography.Text>{t('payment.khqrTitle')}</Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <Input
          aria-label={t('payment.reference')}
          placeholder={t('payment.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          disabled={disabled}
        />
        <Button
          type="primary"
          disabled={disabled || !reference.trim() || !code || expired}
          onClick={() => onConfirm(reference.trim())}
        >
          {t('payment.khqrConfirm')}
        </Button>
        <Button onClick={make} disabled={disabled}>
          {t('payment.khqrNew')}
        </Button>
      </Flex>
    </Flex>
  )
}
