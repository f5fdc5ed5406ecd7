import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useLeaveGuard } from '../../../components/resource/use-leave-guard.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useWorkStores } from '../api/stock-api.ts'
import { useCreateTransfer } from '../api/transfers-api.ts'
import { AnyStoreSelect } from '../components/any-store-select.tsx'
import { splitDocumentErrors, useStockErrorMessage } from '../components/stock-errors.ts'
import { findLineProblems, type StockLine, toLineInputs } from '../components/stock-lines.ts'
import { StockLinesInput, useLineProblemTexts } from '../components/stock-lines-input.tsx'

/** `/stocks/transfer/create`: from which store to which, a note and the scanned products with quantities. */
export function TransferFormPage() {
  const { t } = useTranslation('stock')
  const { t: tAny } = useResourceI18n()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const to = useLocalePath()
  const ids = { from: useId(), to: useId(), note: useId(), lines: useId() }
  const [fromId, setFromId] = useState<number | null>(null)
  const [toId, setToId] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<StockLine[]>([])
  const [submitted, setSubmitted] = useState(false)
  // One key per form: a second click or a retry after a lost answer cannot make a second transfer.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const create = useCreateTransfer()
  const describeError = useStockErrorMessage()
  const problemTexts = useLineProblemTexts()
  const workStores = useWorkStores().data
  const { allowLeave } = useLeaveGuard(lines.length > 0 || note.trim() !== '')

  const problems = findLineProblems(lines)
  const server = splitDocumentErrors(create.error, lines, tAny)
  const lineErrors = new Map([...server.lines, ...(submitted ? problemTexts(problems) : [])])
  const sameStore = fromId !== null && fromId === toId
  const mine = (id: number | null) => id !== null && (workStores ?? []).some((store) => store.id === id)
  const notYours =
    fromId !== null && toId !== null && workStores !== undefined && !mine(fromId) && !mine(toId)
  const missing = {
    from: submitted && fromId === null ? t('transfers.fromRequired') : server.fields.get('from_store_id'),
    to:
      submitted && toId === null
        ? t('transfers.toRequired')
        : sameStore
          ? t('transfers.sameStore')
          : server.fields.get('to_store_id'),
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
    if (fromId === null || toId === null || sameStore || lines.length === 0 || problems.size > 0) return
    const body = {
      from_store_id: fromId,
      to_store_id: toId,
      note: note.trim() || null,
      lines: toLineInputs(lines),
    }
    create.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (transfer) => {
          allowLeave()
          message.success(t('transfers.created', { id: transfer.id }))
          navigate(to(`/stocks/transfer/${transfer.id}`))
        },
      },
    )
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('transfers.create')}
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
                label={t('transfers.from')}
                htmlFor={ids.from}
                required
                validateStatus={missing.from ? 'error' : undefined}
                help={missing.from}
              >
                <AnyStoreSelect
                  id={ids.from}
                  value={fromId}
                  onChange={setFromId}
                  status={missing.from ? 'error' : undefined}
                  placeholder={t('store.placeholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('transfers.to')}
                htmlFor={ids.to}
                required
                validateStatus={missing.to ? 'error' : undefined}
                help={missing.to}
              >
                <AnyStoreSelect
                  id={ids.to}
                  value={toId}
                  onChange={setToId}
                  status={missing.to ? 'error' : undefined}
                  placeholder={t('store.placeholder')}
                />
              </Form.Item>
            </Col>
            {notYours && (
              <Col span={24}>
                <Alert type="warning" showIcon title={t('transfers.notYours')} style={{ marginBottom: 16 }} />
              </Col>
            )}
            <Col span={24}>
              <Form.Item label={t('transfers.note')} htmlFor={ids.note}>
                <Input.TextArea
                  id={ids.note}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  placeholder={t('transfers.notePlaceholder')}
                  maxLength={500}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                label={t('transfers.lines')}
                htmlFor={ids.lines}
                required
                validateStatus={missing.lines ? 'error' : undefined}
                help={missing.lines}
                extra={t('transfers.linesHint')}
              >
                <StockLinesInput
                  id={ids.lines}
                  value={lines}
                  onChange={setLines}
                  errors={lineErrors}
                  disabled={create.isPending}
                />
              </Form.Item>
            </Col>
          </Row>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          {submitted && problems.size > 0 && (
            <Alert type="error" showIcon title={t('transfers.fixLines')} style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(to('/stocks/transfer'))}>{t('transfers.cancel')}</Button>
            <Button type="primary" onClick={save} loading={create.isPending}>
              {t('transfers.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  )
}
