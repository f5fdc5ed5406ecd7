import type { ShiftReport } from '@sms/contract'
import { Alert, Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { amountErrorKey } from '../../../lib/money.ts'
import { closeShift, moveCash, openShift } from '../api/pos-api.ts'
import { countedTotals, DenominationCount, EMPTY_COUNTS, type NoteCounts } from './denomination-count.tsx'
import { amountProblem, parseAmount } from './payment-tenders.ts'
import { ZReport } from './z-report.tsx'

/** No open shift: the till asks for one, with the float counted by denomination. */
export function OpenShiftDialog({
  open,
  storeId,
  onOpened,
}: {
  open: boolean
  storeId: number
  onOpened: () => void
}) {
  const { t } = useTranslation('pos')
  const describeError = useErrorMessage()
  const [counts, setCounts] = useState<NoteCounts>(EMPTY_COUNTS)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      const totals = countedTotals(counts)
      await openShift({ store_id: storeId, float_usd: totals.usd, float_khr: totals.khr })
      setCounts(EMPTY_COUNTS)
      onOpened()
    } catch (e) {
      setError(describeError(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open={open}
      title={t('shift.openTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={640}
      footer={null}
    >
      {/* A form, so Enter in any count opens the shift: the keyboard never needs the mouse here. */}
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) void submit()
        }}
      >
        <Typography.Paragraph>{t('shift.openHelp')}</Typography.Paragraph>
        <DenominationCount value={counts} onChange={setCounts} autoFocus />
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
        <Flex justify="end" style={{ marginTop: 12 }}>
          <Button type="primary" size="large" htmlType="submit" loading={busy} data-testid="shift-open">
            {t('shift.open')}
          </Button>
        </Flex>
      </form>
    </Modal>
  )
}

/** Cash put into or taken out of the drawer during the shift, with its reason. */
export function CashMoveDialog({
  open,
  shiftId,
  onClose,
}: {
  open: boolean
  shiftId: number
  onClose: (moved: boolean) => void
}) {
  const { t } = useTranslation('pos')
  const { t: tc } = useTranslation('common')
  const describeError = useErrorMessage()
  const [form] = Form.useForm<{
    direction: 'in' | 'out'
    currency: 'USD' | 'KHR'
    amount: string
    reason: string
  }>()
  const [error, setError] = useState<string | null>(null)
  const submit = async (values: {
    direction: 'in' | 'out'
    currency: 'USD' | 'KHR'
    amount: string
    reason: string
  }) => {
    const amount = parseAmount(values.amount, values.currency)
    if (amount === null) return setError(t('payment.amount'))
    try {
      await moveCash(shiftId, {
        direction: values.direction,
        currency: values.currency,
        amount,
        reason: values.reason,
      })
      onClose(true)
    } catch (e) {
      setError(describeError(e))
    }
  }
  return (
    <Modal
      open={open}
      title={t('shift.cashMoveTitle')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={t('shift.save')}
      cancelText={t('dialogs.cancel')}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ direction: 'out', currency: 'USD' }}
        preserve={false}
      >
        <Form.Item name="direction">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'in', label: t('shift.in') },
              { value: 'out', label: t('shift.out') },
            ]}
          />
        </Form.Item>
        <Form.Item name="currency" label={t('shift.currency')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'USD', label: '$' },
              { value: 'KHR', label: '៛' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('payment.amount')}
          // Judged when the cashier moves on or saves, not at the "1.234" of "1.234,50" still being typed.
          validateTrigger="onBlur"
          rules={[
            { required: true },
            // The app's one amount parser: "7,35" is $7.35, and text it cannot read is said, not guessed.
            ({ getFieldValue }) => ({
              validator: (_, text: string | undefined) => {
                const problem = amountProblem(text ?? '', getFieldValue('currency'))
                return problem
                  ? Promise.reject(new Error(tc(amountErrorKey(problem, getFieldValue('currency')))))
                  : Promise.resolve()
              },
            }),
          ]}
        >
          <Input inputMode="decimal" autoFocus />
        </Form.Item>
        <Form.Item name="reason" label={t('shift.reason')} rules={[{ required: true, max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** Closing: a blind count first (the expected amounts are not shown), then the Z report. */
export function CloseShiftDialog({
  open,
  shiftId,
  onClose,
  onPrint,
}: {
  open: boolean
  shiftId: number
  onClose: (closed: boolean) => void
  onPrint: (report: ShiftReport) => void
}) {
  const { t } = useTranslation('pos')
  const describeError = useErrorMessage()
  const [counts, setCounts] = useState<NoteCounts>(EMPTY_COUNTS)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<ShiftReport | null>(null)
  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      const totals = countedTotals(counts)
      setReport(
        await closeShift(shiftId, {
          counted_usd: totals.usd,
          counted_khr: totals.khr,
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      )
    } catch (e) {
      setError(describeError(e))
    } finally {
      setBusy(false)
    }
  }
  const finish = () => {
    const closed = report !== null
    setReport(null)
    setCounts(EMPTY_COUNTS)
    onClose(closed)
  }
  return (
    <Modal
      open={open}
      title={report ? t('shift.zTitle') : t('shift.closeTitle')}
      onCancel={finish}
      width={720}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      {report ? (
        <>
          <ZReport report={report} />
          <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
            <Button onClick={() => onPrint(report)}>{t('shift.printZ')}</Button>
            <Button type="primary" onClick={finish} autoFocus data-testid="z-done">
              {t('shift.done')}
            </Button>
          </Flex>
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('shift.closeHelp')}</Typography.Paragraph>
          {/* Closing is final: the count takes focus, but only the button (not Enter) closes the shift. */}
          <DenominationCount value={counts} onChange={setCounts} autoFocus />
          <Input.TextArea
            aria-label={t('shift.closeNote')}
            placeholder={t('shift.closeNote')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            style={{ marginTop: 8 }}
          />
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
          <Flex justify="end" style={{ marginTop: 12 }}>
            <Button
              type="primary"
              danger
              size="large"
              loading={busy}
              onClick={submit}
              data-testid="shift-close"
            >
              {t('shift.close')}
            </Button>
          </Flex>
        </>
      )}
    </Modal>
  )
}
