import { ADJUSTMENT_REASONS, type AdjustmentReason } from '@sms/contract'
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useCreateAdjustment } from '../api/adjustments-api.ts'
import { TAKING_OUT } from '../components/reasons.ts'
import { splitDocumentErrors, useStockErrorMessage } from '../components/stock-errors.ts'
import { findLineProblems, type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput, useLineProblemTexts } from '../components/stock-lines-input.tsx'
import { WorkStoreSelect } from '../components/store-select.tsx'

/** `/stocks/adjustments/create`: a store, a reason, a note and the scanned lines with signed quantities. */
export function AdjustmentFormPage() {
  const { t } = useTranslation('stock')
  const { t: tAny } = useResourceI18n()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const ids = { store: useId(), reason: useId(), note: useId(), lines: useId() }
  const [storeId, setStoreId] = useState<number | null>(null)
  const [reason, setReason] = useState<AdjustmentReason | null>(null)
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<StockLine[]>([])
  const [submitted, setSubmitted] = useState(false)
  // One key per form: a second click or a retry after a lost answer cannot make a second adjustment.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const create = useCreateAdjustment()
  const describeError = useStockErrorMessage()
  const problemTexts = useLineProblemTexts()
  const { allowLeave } = useLeaveGuard(lines.length > 0 || note.trim() !== '')

  const problems = findLineProblems(lines, { signed: true, withLots: true })
  const server = splitDocumentErrors(create.error, lines, tAny)
  const lineErrors = new Map([...server.lines, ...(submitted ? problemTexts(problems) : [])])
  const missing = {
    store: submitted && storeId === null ? t('adjustments.storeRequired') : server.fields.get('store_id'),
    reason: submitted && reason === null ? t('adjustments.reasonRequired') : server.fields.get('reason'),
    lines: submitted && lines.length === 0 ? t('lines.required') : undefined,
  }
  const failure =
    create.error && server.lines.size === 0 && server.fields.size === 0
      ? describeError(
          create.error,
          lines.map((line) => line.product),
        )
      : null

  const save = () => {
    setSubmitted(true)
    if (storeId === null || reason === null || lines.length === 0 || problems.size > 0) return
    const body = {
      store_id: storeId,
      reason,
      note: note.trim() || null,
      lines: toLineInputs(lines, { withLots: true }),
    }
    create.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (adjustment) => {
          allowLeave()
          const key = adjustment.status === 'posted' ? 'adjustments.posted' : 'adjustments.pending'
          message.success(t(key, { id: adjustment.id }))
          navigate(to(`/stocks/adjustments/${adjustment.id}`))
        },
      },
    )
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('adjustments.create')}
      </Typography.Title>
      <Card>
        <Form
          layout="vertical"
          component="div"
          requiredMark
          disabled={create.isPending}
          onKeyDown={(event) => {
            // Ctrl+Enter saves from anywhere; a plain Enter belongs to the scan field and the quantities.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save()
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('adjustments.store')}
                htmlFor={ids.store}
                required
                validateStatus={missing.store ? 'error' : undefined}
                help={missing.store}
              >
                <WorkStoreSelect id={ids.store} value={storeId} onChange={setStoreId} pickOnlyStore />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('adjustments.reason')}
                htmlFor={ids.reason}
                required
                validateStatus={missing.reason ? 'error' : undefined}
                help={missing.reason}
              >
                <Select<AdjustmentReason>
                  id={ids.reason}
                  value={reason ?? undefined}
                  onChange={setReason}
                  placeholder={t('adjustments.reasonPlaceholder')}
                  options={ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label={t('adjustments.note')} htmlFor={ids.note}>
                <Input.TextArea
                  id={ids.note}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  placeholder={t('adjustments.notePlaceholder')}
                  maxLength={500}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                label={t('adjustments.lines')}
                htmlFor={ids.lines}
                required
                validateStatus={missing.lines ? 'error' : undefined}
                help={missing.lines}
                extra={
                  reason && TAKING_OUT.has(reason)
                    ? t('adjustments.outHint', { reason: t(`reason.${reason}`) })
                    : t('adjustments.signHint')
                }
              >
                <StockLinesInput
                  id={ids.lines}
                  value={lines}
                  onChange={setLines}
                  signed
                  withLots
                  errors={lineErrors}
                  disabled={create.isPending}
                />
              </Form.Item>
            </Col>
          </Row>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          {submitted && problems.size > 0 && (
            <Alert type="error" showIcon title={t('adjustments.fixLines')} style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(to('/stocks/adjustments'))}>{t('adjustments.cancel')}</Button>
            <Button type="primary" onClick={save} loading={create.isPending}>
              {t('adjustments.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  )
}
