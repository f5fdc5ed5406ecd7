import type { Settlement } from '@sms/contract'
import { Alert, Button, Flex, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { changeText, khr, usd } from '../receipt/money-text.ts'
import { KeyHint } from './key-hint.tsx'
import type { SendStatus } from './payment-dialog.tsx'
import { type GivenTender, TENDER_BUTTONS } from './payment-tenders.ts'

/** What was given in each currency (cents, riel). */
export function paidOf(tenders: GivenTender[]) {
  const paidUsd = tenders.filter((g) => g.currency === 'USD').reduce((s, g) => s + g.amount, 0)
  const paidKhr = tenders.filter((g) => g.currency === 'KHR').reduce((s, g) => s + g.amount, 0)
  return { paidUsd, paidKhr }
}

/** The payment's right column: the tenders given, paid / remaining / change, the send state, validate. */
export function PaymentSummary(props: {
  tenders: GivenTender[]
  onRemove: (index: number) => void
  settlement: Settlement
  busy: boolean
  status: SendStatus
  error: string | null
  onBack: () => void
  onValidate: () => void
}) {
  const { t } = useTranslation('pos')
  const { token } = theme.useToken()
  const { paidUsd, paidKhr } = paidOf(props.tenders)
  const stateText = props.status === 'idle' ? null : t(`payment.states.${props.status}`)
  return (
    <Flex
      vertical
      gap={8}
      style={{
        flex: 1,
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        paddingInlineStart: 16,
      }}
    >
      <Typography.Text strong>{t('payment.tendersList')}</Typography.Text>
      <Flex vertical gap={4} data-testid="pay-tenders">
        {props.tenders.map((g, index) => (
          <Tag
            // biome-ignore lint/suspicious/noArrayIndexKey: tenders are only appended or removed
            key={index}
            closable={!props.busy}
            onClose={() => props.onRemove(index)}
            style={{ fontSize: 14, padding: '2px 8px' }}
          >
            {t(
              `payment.methods.${TENDER_BUTTONS.find((b) => b.method === g.method && (g.method !== 'cash' || b.currency === g.currency))?.key ?? 'card'}`,
            )}{' '}
            {g.currency === 'USD' ? usd(g.amount) : khr(g.amount)}
            {g.reference ? ` · ${g.reference}` : ''}
          </Tag>
        ))}
      </Flex>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, fontSize: 16 }}>
        <dt>{t('payment.paid')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }} data-testid="pay-paid">
          {usd(paidUsd)} + {khr(paidKhr)}
        </dd>
        <dt>{t('payment.remaining')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }} data-testid="pay-remaining">
          {props.settlement.isPaid
            ? usd(0)
            : `${usd(props.settlement.due_usd)} · ${t('payment.orCash', { khr: khr(props.settlement.due_khr_cash) })}`}
        </dd>
        <dt style={{ fontWeight: 700, fontSize: 20 }}>{t('payment.change')}</dt>
        <dd style={{ margin: 0, textAlign: 'right', fontWeight: 700, fontSize: 24 }} data-testid="pay-change">
          {props.settlement.isPaid ? changeText(props.settlement.change) : '—'}
        </dd>
        {props.settlement.isPaid && props.settlement.change.rounding_khr !== 0 && (
          <>
            <dt>{t('payment.rounding')}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{khr(props.settlement.change.rounding_khr)}</dd>
          </>
        )}
      </dl>
      {props.error && <Alert type="error" showIcon title={props.error} data-testid="pay-error" />}
      {stateText && (
        <Alert
          type={
            props.status === 'retrying'
              ? 'warning'
              : props.status === 'failed'
                ? 'error'
                : props.status === 'saved'
                  ? 'success'
                  : 'info'
          }
          title={stateText}
          role="status"
          data-testid="pay-state"
        />
      )}
      <Flex gap={8} style={{ marginTop: 'auto' }}>
        <Button size="large" onClick={props.onBack} disabled={props.busy}>
          {t('payment.back')}
          <KeyHint keys="Esc" />
        </Button>
        <Button
          type="primary"
          size="large"
          style={{ flex: 1, fontWeight: 700 }}
          disabled={props.busy || !props.settlement.isPaid || props.tenders.length === 0}
          loading={props.status === 'sending' || props.status === 'retrying'}
          onClick={props.onValidate}
          data-testid="pay-validate"
        >
          {t('payment.validate')}
          <KeyHint keys="Enter" />
        </Button>
      </Flex>
    </Flex>
  )
}
