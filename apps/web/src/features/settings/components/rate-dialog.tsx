import { rateChange } from '@sms/contract'
import { App, Form, InputNumber, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorKey } from '../../../components/resource/field-errors.ts'
import { useActionKeys } from '../../../lib/api/action-key.ts'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useSubmitOnce } from '../../../lib/forms/submit-once.ts'
import { formatNumber } from '../../../lib/number-locale.ts'
import { useSetRate } from '../api/exchange-rate-api.ts'
import { formatRate } from './rate-format.ts'

type Props = { current: number; onClose: () => void }

const FIELD_ID = 'exchange-rate-value'

/**
 * Sets a new riel rate, in force from now. A change of more than 10% is asked about first (a slip on the keypad
 * would price every sale wrongly); the server refuses it without that confirmation too.
 */
export default function RateDialog({ current, onClose }: Props) {
  const { t, i18n } = useTranslation('settings')
  const translate = useTranslation().t as unknown as (key: string) => string
  const { message, modal } = App.useApp()
  const describeError = useErrorMessage()
  const setRate = useSetRate()
  const keys = useActionKeys()
  const [value, setValue] = useState<number | null>(current)
  const [error, setError] = useState<string>()
  const format = (rate: number) => formatRate(rate, i18n.language)

  const confirmed = (rate: number) =>
    modal.confirm({
      title: t('rate.confirmTitle'),
      content: t('rate.confirmText', {
        rate: format(rate),
        previous: format(current),
        percent: formatNumber(Math.round(rateChange(current, rate).change * 1000) / 10, i18n.language),
      }),
      okText: t('rate.confirm'),
    })

  const send = async (rate: number, confirm: boolean) => {
    const body = { rate, ...(confirm && { confirm: true }) }
    try {
      await setRate.mutateAsync({ body, key: keys.keyFor(body) })
      keys.done()
      message.success(t('rate.saved', { rate: format(rate) }))
      onClose()
    } catch (failure) {
      // The rate in force changed meanwhile and the server asks for the confirmation this screen did not.
      if (isApiError(failure) && failure.code === 'RATE_CHANGE_UNCONFIRMED' && !confirm) {
        if (await confirmed(rate)) await send(rate, true)
        return
      }
      const code = isApiError(failure) ? failure.errors.rate?.[0] : undefined
      if (code) setError(translate(fieldErrorKey(code)))
      else message.error(describeError(failure))
    }
  }

  // One rate per action: Enter and clicks while it is being set are dropped (a double click set it twice).
  const { run: submit, busy } = useSubmitOnce(async () => {
    if (value === null || value <= 0) {
      setError(translate(fieldErrorKey(value === null ? 'required' : 'too_small')))
      return
    }
    setError(undefined)
    const needsConfirm = rateChange(current, value).needsConfirm
    if (needsConfirm && !(await confirmed(value))) return
    await send(value, needsConfirm)
  })

  return (
    <Modal
      open
      title={t('rate.dialogTitle')}
      okText={t('rate.set')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('rate.current', { rate: format(current) })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('rate.field')}
          htmlFor={FIELD_ID}
          required
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <InputNumber
            id={FIELD_ID}
            value={value}
            onChange={(next) => setValue(next)}
            onPressEnter={() => void submit()}
            min={0.01}
            max={1_000_000}
            precision={2}
            step={1}
            suffix="៛"
            autoFocus
            style={{ width: '100%' }}
            aria-invalid={error !== undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
