import { Form, Input, InputNumber, Select, Switch } from 'antd'
import { type ReactNode, useEffect, useRef } from 'react'
import { type FieldValues, type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { fieldErrorMessage, UNREADABLE_AMOUNT } from './field-errors.ts'
import type { AnyRecord, FieldSpec, FormMode, ReferenceSpec, ResourceScreen } from './resource-screen.ts'
import { textKeys } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'
import { DateInput } from './widgets/date-input.tsx'
import { MoneyInput } from './widgets/money-input.tsx'
import { ReferenceSelect } from './widgets/reference-select.tsx'

type Props = {
  screen: ResourceScreen
  field: FieldSpec
  form: UseFormReturn<FieldValues>
  mode: FormMode
  record: AnyRecord | undefined
  required: boolean
  disabled: boolean
}

type ReferenceInputProps = {
  screen: ResourceScreen
  form: UseFormReturn<FieldValues>
  name: string
  reference: ReferenceSpec
  inputProps: Omit<React.ComponentProps<typeof ReferenceSelect>, 'reference' | 'parentValue'>
}

/**
 * A reference select in a form. A cascading one (`dependsOn`) waits for its parent field and is emptied
 * when the parent changes (not on the first render, so an edited record keeps its value).
 */
function ReferenceInput({ screen, form, name, reference, inputProps }: ReferenceInputProps) {
  const { t } = useResourceI18n()
  const parentField = reference.dependsOn?.field
  const parentValue = useWatch({ control: form.control, name: parentField ?? name, disabled: !parentField })
  const previous = useRef(parentValue)
  useEffect(() => {
    if (!parentField || previous.current === parentValue) return
    previous.current = parentValue
    if (form.getValues(name) !== null) {
      form.setValue(name, null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
    }
  }, [parentField, parentValue, form, name])

  const parent = parentField ? screen.fields.find((field) => field.name === parentField) : undefined
  const waiting = parentField !== undefined && (parentValue === null || parentValue === undefined)
  return (
    <ReferenceSelect
      {...inputProps}
      reference={reference}
      parentValue={parentField ? parentValue : undefined}
      placeholder={
        waiting && parent
          ? t('resources:form.chooseFirst', { field: t(textKeys(screen).field(parent)) })
          : undefined
      }
    />
  )
}

/** One field of a resource form: its label, its widget by kind and its error (browser's or server's). */
export function FormField({ screen, field, form, mode, record, required, disabled }: Props) {
  const { t } = useResourceI18n()
  const { field: control, fieldState } = useController({ control: form.control, name: field.name })
  // An unreadable amount is explained by the money input under itself, in the words of its currency.
  const code = fieldState.error?.message
  const message = fieldState.error && code !== UNREADABLE_AMOUNT ? fieldErrorMessage(code) : null
  const error = message ? t(message.key, message.params) : undefined
  const id = `${screen.route}-${field.name}`
  const label = t(textKeys(screen).field(field))
  const isDisabled = disabled || (mode === 'update' && field.readOnlyOnUpdate === true)
  const status = error ? ('error' as const) : undefined
  // The ref lets react-hook-form focus the first field in error after a failed submit.
  const common = {
    id,
    ref: control.ref,
    onBlur: control.onBlur,
    disabled: isDisabled,
    status,
    'aria-invalid': Boolean(error),
  }
  // Every field but a bare one stands in the same frame: label, the server's or browser's error, else its hint
  // (a custom widget's too: the tax rate, the products' and categories' taxes).
  const framed = (widget: ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={status}
      help={error ?? (field.help ? t(field.help) : undefined)}
    >
      {widget}
    </Form.Item>
  )

  if (field.widget === 'custom') {
    const Widget = field.render
    const widget = (
      <Widget
        id={id}
        name={field.name}
        label={label}
        value={control.value}
        onChange={control.onChange}
        onBlur={control.onBlur}
        error={error}
        form={form}
        mode={mode}
        record={record}
        disabled={isDisabled}
      />
    )
    return field.bare ? widget : framed(widget)
  }

  let input: ReactNode
  switch (field.widget) {
    case 'textarea':
      input = (
        <Input.TextArea
          {...common}
          value={(control.value as string | null) ?? ''}
          onChange={control.onChange}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      )
      break
    case 'password':
      input = (
        <Input.Password
          {...common}
          value={(control.value as string | null) ?? ''}
          onChange={control.onChange}
          autoComplete="new-password"
        />
      )
      break
    case 'number':
      input = (
        <InputNumber<number>
          {...common}
          value={(control.value as number | null) ?? null}
          onChange={(next) => control.onChange(next ?? null)}
          precision={0}
          style={{ width: '100%' }}
        />
      )
      break
    case 'money-usd':
    case 'money-khr':
      input = (
        <MoneyInput
          {...common}
          currency={field.widget === 'money-usd' ? 'USD' : 'KHR'}
          value={control.value as number | null}
          onChange={control.onChange}
        />
      )
      break
    case 'switch':
    case 'status':
      input = (
        <Switch
          id={id}
          disabled={isDisabled}
          checked={control.value === true}
          onChange={control.onChange}
          checkedChildren={t(field.widget === 'status' ? 'resources:status.active' : 'resources:boolean.yes')}
          unCheckedChildren={t(
            field.widget === 'status' ? 'resources:status.inactive' : 'resources:boolean.no',
          )}
        />
      )
      break
    case 'date':
      input = <DateInput {...common} value={control.value as string | null} onChange={control.onChange} />
      break
    case 'select':
      input = (
        <Select<string>
          {...common}
          value={(control.value as string | null) ?? undefined}
          onChange={(next) => control.onChange(next ?? null)}
          options={field.options.map((option) => ({ value: option.value, label: t(option.label) }))}
          allowClear={!required}
          placeholder={t('resources:form.select')}
        />
      )
      break
    case 'reference':
      input = (
        <ReferenceInput
          screen={screen}
          form={form}
          name={field.name}
          reference={field.reference}
          inputProps={{ ...common, value: control.value as number | null, onChange: control.onChange }}
        />
      )
      break
    default:
      input = <Input {...common} value={(control.value as string | null) ?? ''} onChange={control.onChange} />
  }

  return framed(input)
}
