// The settings form's fields, one builder per kind of input, each in the one field frame (label, error, hint).
import { Card, Col, Input, InputNumber, Select } from 'antd'
import type { ReactNode } from 'react'
import type { Control } from 'react-hook-form'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { ColorField } from './color-field.tsx'
import { ImageField } from './image-field.tsx'
import type { Name, SettingsValues } from './settings-form.tsx'

type Options = {
  control: Control<SettingsValues>
  disabled: boolean
  label: (name: Name) => string
  /** A picture uploaded is saved already: the field takes it as its unchanged value. */
  onUploaded: (name: 'logo_url' | 'favicon_url', url: string | null) => void
}

export function settingsFields({ control, disabled, label, onUploaded }: Options) {
  const text = (name: Name, kind: 'input' | 'textarea' = 'input', required = false, help?: string) => (
    <FieldFrame
      idPrefix="settings"
      control={control}
      name={name}
      label={label(name)}
      required={required}
      extra={help}
    >
      {({ value, ...field }) =>
        kind === 'textarea' ? (
          <Input.TextArea
            {...field}
            value={(value as string) ?? ''}
            autoSize={{ minRows: 2, maxRows: 6 }}
            disabled={disabled}
          />
        ) : (
          <Input {...field} value={(value as string) ?? ''} disabled={disabled} />
        )
      }
    </FieldFrame>
  )
  const choice = (name: Name, options: { value: string | number; label: string }[], help?: string) => (
    <FieldFrame idPrefix="settings" control={control} name={name} label={label(name)} required extra={help}>
      {({ value, onChange, onBlur, id, status }) => (
        <Select
          id={id}
          status={status}
          value={value as string | number}
          onChange={onChange}
          onBlur={onBlur}
          options={options}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  )
  const color = (name: 'primary_color' | 'secondary_color' | 'background_color', help?: string) => (
    <FieldFrame idPrefix="settings" control={control} name={name} label={label(name)} required extra={help}>
      {({ value, onChange, onBlur, id, status }) => (
        <ColorField
          id={id}
          label={label(name)}
          value={(value as string) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          status={status}
          checkContrast={name === 'primary_color'}
        />
      )}
    </FieldFrame>
  )
  const picture = (name: 'logo_url' | 'favicon_url') => (
    <FieldFrame idPrefix="settings" control={control} name={name} label={label(name)}>
      {({ value, onChange, onBlur, id, status }) => (
        <ImageField
          image={name === 'logo_url' ? 'logo' : 'favicon'}
          id={id}
          label={label(name)}
          value={(value as string | null) ?? null}
          onChange={onChange}
          onBlur={onBlur}
          status={status}
          disabled={disabled}
          onUploaded={(url) => onUploaded(name, url)}
        />
      )}
    </FieldFrame>
  )
  const number = (
    name: 'vat_rate' | 'expiry_warning_days',
    bounds: { min: number; max: number; step?: number; precision?: number; suffix?: string },
    help?: string,
  ) => (
    <FieldFrame idPrefix="settings" control={control} name={name} label={label(name)} required extra={help}>
      {({ value, onChange, onBlur, id, status }) => (
        <InputNumber
          id={id}
          status={status}
          value={value as number}
          onChange={(next) => onChange(next ?? undefined)}
          onBlur={onBlur}
          {...bounds}
          style={{ width: '100%' }}
          disabled={disabled}
        />
      )}
    </FieldFrame>
  )
  return { text, choice, color, picture, number }
}

/** Half the row on a wide screen, all of it on a narrow one. */
export const half = (node: ReactNode) => (
  <Col xs={24} md={12}>
    {node}
  </Col>
)

/** One titled part of the settings page; its heading is an h2 under the page's h1. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>{children}</Card>
}
