import { Form } from 'antd'
import type { ReactElement, ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorMessage, UNREADABLE_AMOUNT } from './field-errors.ts'

type Field = ReturnType<typeof useController>['field']

/** What the frame hands its input: react-hook-form's field, the id the label points at, the error state. */
export type FramedField = Field & { id: string; status: 'error' | undefined; 'aria-invalid': boolean }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  /** Starts the input's id, so two forms on one page with a field of the same name keep distinct ids. */
  idPrefix: string
  /** The input's id, when a page keeps one its flows and links know (`order-store`); `idPrefix-name` else. */
  id?: string
  label?: ReactNode
  required?: boolean
  /** A hint under the field while it has no error. */
  extra?: ReactNode
  /** Overrides the translation of some error codes for this field (a short password says how long). */
  errorKeys?: Partial<Record<string, string>>
  /** Values for the error texts' placeholders (`{{min}}`). */
  errorParams?: Record<string, unknown>
  style?: React.CSSProperties
  children: (field: FramedField) => ReactElement
}

/**
 * One react-hook-form field in an antd form item: its label, required mark, hint, and its error (the
 * browser's or the server's) in the interface language. Every hand-built form of the app (profile, settings,
 * the till's and the back office's dialogs) stands its fields in this frame; the resource forms have their
 * own in form-field.tsx, which also picks the widget.
 */
export function FieldFrame<T extends FieldValues>({
  control,
  name,
  idPrefix,
  id: givenId,
  label,
  required,
  extra,
  errorKeys = {},
  errorParams,
  style,
  children,
}: Props<T>) {
  const { t } = useTranslation()
  const translate = t as unknown as (key: string, params?: object) => string
  const { field, fieldState } = useController({ control, name })
  // Errors on a value's parts (a document's lines: `lines.2.quantity`) have no type of their own: the input
  // that holds the parts shows them, not the frame.
  const error = fieldState.error?.type === undefined ? undefined : fieldState.error
  const code = error?.message
  // An unreadable amount is explained by the money input under itself, in the words of its currency.
  const unreadable = code === UNREADABLE_AMOUNT
  const message = error && !unreadable ? fieldErrorMessage(code) : null
  const override = code ? errorKeys[code] : undefined
  const help = message ? translate(override ?? message.key, { ...message.params, ...errorParams }) : undefined
  const id = givenId ?? `${idPrefix}-${name}`
  const status = help || unreadable ? ('error' as const) : undefined
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={status}
      help={help}
      extra={extra}
      style={style}
    >
      {children({ ...(field as Field), id, status, 'aria-invalid': status !== undefined })}
    </Form.Item>
  )
}
