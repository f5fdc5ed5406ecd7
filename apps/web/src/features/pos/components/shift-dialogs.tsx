import { zodResolver } from '@hookform/resolvers/zod'
import { closeShiftSchema, type ShiftReport } from '@sms/contract'
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resourceErrorMap } from '../../../components/resource/field-errors.ts'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { closeShift, openShift } from '../api/pos-api.ts'
import { useTill } from '../screens/till-store.ts'
import { countedTotals, DenominationCount, EMPTY_COUNTS, noteCountsSchema } from './denomination-count.tsx'
import { ZReport } from './z-report.tsx'

// The float and the blind count are counted note by note; the body carries their totals (countedTotals).
const openSchema = z.object({ counts: noteCountsSchema })
const closeSchema = z.object({ counts: noteCountsSchema, note: closeShiftSchema.shape.note })
type OpenValues = z.input<typeof openSchema>
type CloseValues = z.input<typeof closeSchema>
const START_CLOSE: CloseValues = { counts: EMPTY_COUNTS, note: '' }

/** No open shift: the till asks for one, with the float counted by denomination. */
export function OpenShiftDialog() {
  const { t } = useTranslation('pos')
  const { store, hasOpenShift, refreshShift } = useTill()
  const describeError = useErrorMessage()
  const form = useForm<OpenValues, unknown, z.output<typeof openSchema>>({
    resolver: zodResolver(openSchema, { error: resourceErrorMap }),
    defaultValues: { counts: EMPTY_COUNTS },
  })
  const [error, setError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const submit = form.handleSubmit(async ({ counts }) => {
    setError(null)
    try {
      const totals = countedTotals(counts)
      await openShift({ store_id: store.id, float_usd: totals.usd, float_khr: totals.khr })
      form.reset({ counts: EMPTY_COUNTS })
      refreshShift()
    } catch (e) {
      setError(describeError(e))
    }
  })
  return (
    <Modal
      open={!hasOpenShift}
      title={t('shift.openTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={640}
      footer={null}
    >
      {/* A form, so Enter in any count opens the shift: the keyboard never needs the mouse here. */}
      <form onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} noValidate>
        <Typography.Paragraph>{t('shift.openHelp')}</Typography.Paragraph>
        <Controller
          control={form.control}
          name="counts"
          render={({ field }) => (
            <DenominationCount value={field.value} onChange={field.onChange} autoFocus />
          )}
        />
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

/** Closing: a blind count first (the expected amounts are not shown), then the Z report. */
export function CloseShiftDialog() {
  const { t } = useTranslation('pos')
  const { shift, screen, closeDialog, refreshShift, print } = useTill()
  const describeError = useErrorMessage()
  const form = useForm<CloseValues, unknown, z.output<typeof closeSchema>>({
    resolver: zodResolver(closeSchema, { error: resourceErrorMap }),
    defaultValues: START_CLOSE,
  })
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<ShiftReport | null>(null)
  const busy = form.formState.isSubmitting
  if (!shift) return null
  const submit = form.handleSubmit(async ({ counts, note }) => {
    setError(null)
    try {
      const totals = countedTotals(counts)
      const body = { counted_usd: totals.usd, counted_khr: totals.khr, ...(note ? { note } : {}) }
      setReport(await closeShift(shift.id, body))
    } catch (e) {
      setError(describeError(e))
    }
  })
  const finish = () => {
    const closed = report !== null
    setReport(null)
    setError(null)
    form.reset(START_CLOSE)
    closeDialog()
    if (closed) refreshShift()
  }
  return (
    <Modal
      open={screen.dialog === 'closeShift'}
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
            <Button onClick={() => print({ kind: 'z', report })}>{t('shift.printZ')}</Button>
            <Button type="primary" onClick={finish} autoFocus data-testid="z-done">
              {t('shift.done')}
            </Button>
          </Flex>
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('shift.closeHelp')}</Typography.Paragraph>
          {/* Closing is final: the count takes focus, but only the button (not Enter) closes the shift. */}
          <Controller
            control={form.control}
            name="counts"
            render={({ field }) => (
              <DenominationCount value={field.value} onChange={field.onChange} autoFocus />
            )}
          />
          <Form component={false}>
            <FieldFrame control={form.control} name="note" idPrefix="close-shift" style={{ marginTop: 8 }}>
              {({ value, ...field }) => (
                <Input.TextArea
                  {...field}
                  value={value ?? ''}
                  aria-label={t('shift.closeNote')}
                  placeholder={t('shift.closeNote')}
                  maxLength={500}
                />
              )}
            </FieldFrame>
          </Form>
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
          <Flex justify="end" style={{ marginTop: 12 }}>
            <Button
              type="primary"
              danger
              size="large"
              loading={busy}
              onClick={(event) => void submit(event)}
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
