import { LeftOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd'
import type { ReactElement, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { FieldFrame, type FramedField } from '../../../components/resource/field-frame.tsx'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { WorkStoreSelect } from './store-select.tsx'

/**
 * A stock document's form page: its title, the fields in a card, the failure and any other alert above the
 * buttons, cancel (back to `cancelPath`) and save; Ctrl+Enter saves from anywhere (a plain Enter belongs to
 * the scan field and the quantities). A document's step (receiving) may link `back` above the title and show
 * the document (`header`) between the title and the form.
 */
export function DocumentForm(props: {
  title: ReactNode
  back?: { label: string; path: string }
  header?: ReactNode
  pending: boolean
  /** Nothing may be changed or saved (the document is no longer open). */
  disabled?: boolean
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
      {props.back && (
        <div>
          <Link to={to(props.back.path)}>
            <LeftOutlined aria-hidden /> {props.back.label}
          </Link>
        </div>
      )}
      <Typography.Title level={1} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      {props.header}
      <Card>
        <Form
          layout="vertical"
          component="div"
          requiredMark
          disabled={props.pending || props.disabled}
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

/** Where a document's field stands: half the row on wide screens (`half`), or all of it. */
const span = (half: boolean | undefined) => (half ? { xs: 24, md: 12 } : { span: 24 })

/**
 * A required field of a document form, half the row (`half`) or all of it, with its problem under it: the
 * page's words for a missing value (`errorKeys`), the shared ones for the rest and for the server's 422.
 */
export function DocumentField<T extends FieldValues>(props: {
  control: Control<T>
  name: FieldPath<T>
  idPrefix: string
  label: string
  half?: boolean
  required?: boolean
  extra?: ReactNode
  errorKeys?: Partial<Record<string, string>>
  children: (field: FramedField) => ReactElement
}) {
  const { half, required = true, ...frame } = props
  return (
    <Col {...span(half)}>
      <FieldFrame {...frame} required={required} />
    </Col>
  )
}

/** The document's store: one the user works in, chosen for them when there is only one. */
export function StoreField<T extends FieldValues>(props: {
  control: Control<T>
  name: FieldPath<T>
  idPrefix: string
  label: string
}) {
  return (
    <DocumentField half {...props} errorKeys={{ 'validation.required': 'stock:adjustments.storeRequired' }}>
      {({ id, value, onChange }) => (
        <WorkStoreSelect id={id} value={value} onChange={onChange} pickOnlyStore />
      )}
    </DocumentField>
  )
}

/** The document's note: free text up to 500 characters. */
export function NoteField<T extends FieldValues>(props: {
  control: Control<T>
  name: FieldPath<T>
  idPrefix: string
  label: string
  placeholder?: string
  half?: boolean
}) {
  return (
    <Col {...span(props.half)}>
      <FieldFrame control={props.control} name={props.name} idPrefix={props.idPrefix} label={props.label}>
        {({ value, onChange, onBlur, ref, id, status }) => (
          <Input.TextArea
            id={id}
            ref={ref}
            status={status}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            placeholder={props.placeholder}
            maxLength={500}
            autoSize={{ minRows: props.half ? 1 : 2, maxRows: 5 }}
          />
        )}
      </FieldFrame>
    </Col>
  )
}
