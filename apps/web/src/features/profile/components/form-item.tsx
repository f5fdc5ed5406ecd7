import { Form } from 'antd'
import type { ReactElement, ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorKey } from '../../../components/resource/field-errors.ts'

type Field = ReturnType<typeof useController>['field']

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: ReactNode
  required?: boolean
  /** Overrides the translation of some error codes for this field (a short password says how long). */
  errorKeys?: Partial<Record<string, string>>
  /** Values for the error texts' placeholders (`{{min}}`). */
  errorParams?: Record<string, unknown>
  /** Starts the input's id, so two forms on the page with a field of the same name keep distinct ids. */
  idPrefix?: string
  children: (
    field: Field & { id: string; status: 'error' | undefined; 'aria-invalid': boolean },
  ) => ReactElement
}

/** A labelled antd form item bound to one react-hook-form field, showing its error in the interface language. */
export function ProfileFormItem<T extends FieldValues>({
  control,
  name,
  label,
  required,
  errorKeys = {},
  errorParams,
  idPrefix = 'profile',
  children,
}: Props<T>) {
  const { t } = useTranslation()
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string
  const { field, fieldState } = useController({ control, name })
  const code = fieldState.error?.message
  const help = fieldState.error
    ? translate((code && errorKeys[code]) || fieldErrorKey(code), errorParams)
    : undefined
  const id = `${idPrefix}-${name}`
  const status = help ? ('error' as const) : undefined
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={status} help={help}>
      {children({ ...(field as Field), id, status, 'aria-invalid': status !== undefined })}
    </Form.Item>
  )
}
