import { Alert, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useResourceI18n } from '../../../components/resource/resource-text.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { useLineProblemTexts } from './line-problems.tsx'
import { splitDocumentErrors, useStockErrorMessage } from './stock-errors.ts'
import type { LineProblem, StockLine } from './stock-lines.ts'

/**
 * What a document form shows of its lines' problems: the server's 422 per line and per field, the lines' own
 * problems once the user tried to save, and the failure that belongs to no field.
 */
export function useDocumentErrors(
  error: unknown,
  lines: readonly StockLine[],
  problems: ReadonlyMap<string, LineProblem>,
  submitted: boolean,
) {
  const { t: tAny } = useResourceI18n()
  const describeError = useStockErrorMessage()
  const problemTexts = useLineProblemTexts()
  const server = splitDocumentErrors(error, lines, tAny)
  const lineErrors = new Map([...server.lines, ...(submitted ? problemTexts(problems) : [])])
  const failure =
    error && server.lines.size === 0 && server.fields.size === 0
      ? describeError(
          error,
          lines.map((line) => line.product),
        )
      : null
  return { fields: server.fields, lineErrors, failure }
}

/**
 * A stock document's form page: its title, the fields in a card, the failure and any other alert above the
 * buttons, cancel (back to `cancelPath`) and save; Ctrl+Enter saves from anywhere (a plain Enter belongs to
 * the scan field and the quantities).
 */
export function DocumentForm(props: {
  title: ReactNode
  pending: boolean
  onSave: () => void
  failure: string | null
  alerts?: ReactNode
  cancel: { label: string; path: string }
  saveLabel: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  const to = useLocalePath()
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      <Card>
        <Form
          layout="vertical"
          component="div"
          requiredMark
          disabled={props.pending}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) props.onSave()
          }}
        >
          <Row gutter={16}>{props.children}</Row>
          {props.alerts}
          {props.failure && (
            <Alert type="error" showIcon title={props.failure} style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(to(props.cancel.path))}>{props.cancel.label}</Button>
            <Button type="primary" onClick={props.onSave} loading={props.pending}>
              {props.saveLabel}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  )
}

/** A required field of a document form, half the row (`half`) or all of it, with its problem under it. */
export function DocumentField(props: {
  label: string
  id: string
  error: string | undefined
  half?: boolean
  extra?: ReactNode
  children: ReactNode
}) {
  return (
    <Col {...(props.half ? { xs: 24, md: 12 } : { span: 24 })}>
      <Form.Item
        label={props.label}
        htmlFor={props.id}
        required
        validateStatus={props.error ? 'error' : undefined}
        help={props.error}
        extra={props.extra}
      >
        {props.children}
      </Form.Item>
    </Col>
  )
}

/** The document's note: free text up to 500 characters. */
export function NoteField(props: {
  label: string
  id: string
  value: string
  onChange: (note: string) => void
  placeholder?: string
  half?: boolean
}) {
  return (
    <Col {...(props.half ? { xs: 24, md: 12 } : { span: 24 })}>
      <Form.Item label={props.label} htmlFor={props.id}>
        <Input.TextArea
          id={props.id}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
          maxLength={500}
          autoSize={{ minRows: props.half ? 1 : 2, maxRows: 5 }}
        />
      </Form.Item>
    </Col>
  )
}
