import type { z } from 'zod'
import type { AnyRecord, FieldSpec, FormHooks, FormMode, ResourceScreen } from './resource-screen.ts'

const TEXT_WIDGETS = new Set(['text', 'textarea', 'password', undefined])

/** The schema a form validates with: the contract's input, or its update schema when editing. */
export function formSchema(screen: ResourceScreen, mode: FormMode): z.ZodObject {
  return mode === 'update' ? (screen.contract.update ?? screen.contract.input) : screen.contract.input
}

/** A field is required when its schema accepts neither "absent" nor null (status has a default: optional). */
export function isRequiredBySchema(schema: z.ZodObject, name: string): boolean {
  const field = schema.shape[name] as z.ZodType | undefined
  if (!field) return false
  return !field.safeParse(undefined).success && !field.safeParse(null).success
}

export function isFieldRequired(schema: z.ZodObject, field: FieldSpec): boolean {
  return field.required ?? isRequiredBySchema(schema, field.name)
}

/**
 * The values a form starts from. Every key of the input schema gets one: its schema default when it has one
 * (status true), an empty string for text inputs (antd wants controlled strings), null otherwise. Editing
 * overlays the record's own values (or `toValues`), so an untouched form is not "dirty".
 */
export function initialValues(
  screen: ResourceScreen,
  mode: FormMode,
  record?: AnyRecord,
  hooks: FormHooks = screen.form ?? {},
  /** A new record's text fields named in the page's query (`/products/create?barcode=…` from the till). */
  prefill?: URLSearchParams,
): Record<string, unknown> {
  const schema = formSchema(screen, mode)
  const widgets = new Map(screen.fields.map((field) => [field.name, field.widget]))
  const values: Record<string, unknown> = {}
  for (const [name, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const fallback = fieldSchema.safeParse(undefined)
    const isText = TEXT_WIDGETS.has(widgets.get(name)) && widgets.has(name)
    values[name] = fallback.success && fallback.data !== null ? fallback.data : isText ? '' : null
  }
  if (mode === 'create') {
    const fromQuery = Object.fromEntries(
      [...(prefill ?? [])].filter(([name]) => widgets.has(name) && TEXT_WIDGETS.has(widgets.get(name))),
    )
    return { ...values, ...hooks.defaults, ...fromQuery }
  }
  if (!record) return values
  const fromRecord = hooks.toValues
    ? hooks.toValues(record)
    : Object.fromEntries(
        Object.keys(values)
          .filter((key) => key in record)
          .map((key) => [key, record[key]]),
      )
  for (const [name, value] of Object.entries(fromRecord)) {
    values[name] = value === null && TEXT_WIDGETS.has(widgets.get(name)) && widgets.has(name) ? '' : value
  }
  return values
}
