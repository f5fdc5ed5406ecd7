import type { ChangeMode } from '@sms/contract'
import { Button, Flex, Segmented, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { QUICK_KHR, QUICK_USD } from '../keyboard/keymap.ts'
import { khr } from '../receipt/money-text.ts'
import { KeyHint } from './key-hint.tsx'
import { CHANGE_MODE_CYCLE, type GivenTender, TENDER_BUTTONS } from './payment-tenders.ts'

/** The six tenders (Alt+1…6); credit needs a customer. */
export function TenderMethods(props: {
  selected: number
  busy: boolean
  hasCustomer: boolean
  onSelect: (index: number) => void
}) {
  const { t } = useTranslation('pos')
  return (
    <div
      role="radiogroup"
      aria-label={t('payment.tenders')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 }}
    >
      {TENDER_BUTTONS.map((b, index) => (
        <Button
          key={b.key}
          role="radio"
          aria-checked={index === props.selected}
          type={index === props.selected ? 'primary' : 'default'}
          disabled={props.busy || (b.method === 'credit' && !props.hasCustomer)}
          title={b.method === 'credit' && !props.hasCustomer ? t('payment.needsCustomer') : undefined}
          onClick={() => props.onSelect(index)}
          size="large"
        >
          {t(`payment.methods.${b.key}`)}
          <KeyHint keys={`Alt+${index + 1}`} />
        </Button>
      ))}
    </div>
  )
}

/** Quick cash in dollars and riel, the exact amount (E) and the change mode (K). */
export function QuickCash(props: {
  busy: boolean
  isPaid: boolean
  onAdd: (given: GivenTender) => void
  onExact: () => void
  changeMode: ChangeMode
  onChangeMode: (mode: ChangeMode) => void
}) {
  const { t } = useTranslation('pos')
  return (
    <>
      <Flex wrap gap={6}>
        {QUICK_USD.map((q) => (
          <Button
            key={q.key}
            onClick={() => props.onAdd({ method: 'cash', currency: 'USD', amount: q.cents })}
            disabled={props.busy}
          >
            ${q.cents / 100}
            <KeyHint keys={q.key} />
          </Button>
        ))}
        {QUICK_KHR.map((q) => (
          <Button
            key={q.key}
            onClick={() => props.onAdd({ method: 'cash', currency: 'KHR', amount: q.riel })}
            disabled={props.busy}
          >
            {khr(q.riel)}
            <KeyHint keys={q.key} />
          </Button>
        ))}
        <Button onClick={props.onExact} disabled={props.busy || props.isPaid}>
          {t('payment.exact')}
          <KeyHint keys="E" />
        </Button>
      </Flex>
      <Flex align="center" gap={8}>
        <Typography.Text>{t('payment.changeMode')}</Typography.Text>
        <Segmented
          value={props.changeMode}
          onChange={(v) => props.onChangeMode(v as ChangeMode)}
          options={CHANGE_MODE_CYCLE.map((m) => ({ value: m, label: t(`payment.changeModes.${m}`) }))}
          disabled={props.busy}
        />
        <KeyHint keys="K" />
      </Flex>
    </>
  )
}
