import { Form } from 'antd'
import type { ReactElement, ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorMessage } from '../../../components/resource/field-errors.ts'

type Field = ReturnType<typeof useController>['field']

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: ReactNode
  required?: boolean
  /** A hint under the field while it has no error. */
  extra?: ReactNode
  children: (
    field: Field & { id: string; status: 'error' | undefined; 'aria-invalid': boolean },
  ) => ReactElement
}

/** A labelled antd form item bound to one settings field, showing its error in the interface language. */
export function SettingsFormItem<T extends FieldValues>({
  control,
  name,
  label,
  required,
  extra,
  children,
}: Props<T>) {
  const { t } = useTranslation()
  const translate = t as unknown as (key: string, params?: object) => string
  const { field, fieldState } = useController({ control, name })
  const message = fieldState.error ? fieldErrorMessage(fieldState.error.message) : null
  const help = message ? translate(message.key, message.params) : undefined
  const id = `settings-${name}`
  const status = help ? ('error' as const) : undefined
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={status}
      help={help}
      extra={extra}
    >
      {children({ ...(field as Field), id, status, 'aria-invalid': status !== undefined })}
    </Form.Item>
  )
}
