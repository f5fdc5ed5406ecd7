import type { Action, Permission, ResourceContract } from '@sms/contract'
import type { ComponentType, ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Lang } from '../../lib/i18n/languages.ts'

/** Any entity the contract describes with `defineResource`. */
export type AnyContract = ResourceContract<z.ZodObject, z.ZodObject>
/** A record as the API sends it. */
export type RecordOf<C extends AnyContract> = z.output<C['record']>
/** The names of the fields its POST body accepts. */
export type InputField<C extends AnyContract> = Extract<keyof z.input<C['input']>, string>
/** A loosely typed record, for code that serves every resource. */
export type AnyRecord = Record<string, unknown> & { id: number; deleted_at: string | null }

/** How a record of another resource is named in selects and cells; the default is its name in `lang`. */
export type RecordLabel = (record: Record<string, unknown>, lang: Lang) => string

/** A link to another resource: searched through its list endpoint with `q`, shown by its name. */
export type ReferenceSpec = {
  contract: AnyContract
  label?: RecordLabel
  /** Cascading choice: only records whose `filter` field equals this form's `field`; cleared when it changes. */
  dependsOn?: { field: string; filter: string }
}

/** How a list cell shows its value and which input its column filter offers. */
export type ColumnKind =
  | 'text'
  | 'number'
  | 'money-usd'
  | 'money-khr'
  | 'date'
  | 'status'
  | 'boolean'
  | 'reference'
  | 'image'
  /** `name_kh` in Khmer (falling back to `name_en`), `name_en` in English; sorts and filters by that field. */
  | 'name'

export type ColumnSpec<R = AnyRecord> = {
  /** The record field shown, sorted and filtered by. */
  key: string
  kind?: ColumnKind
  /** Translation key with namespace; default `<ns>:<key>.fields.<column key>`. */
  label?: string
  /** For `reference` columns: the resource the id points at. */
  reference?: ReferenceSpec
  /** A closed set of values (an enum): cells show the translated label, the filter offers a choice. */
  options?: readonly SelectOption[]
  /** The value shown when it is not `record[key]` (an image column reading `thumbnail_url`). */
  value?: (record: R) => unknown
  /** Replaces the cell renderer of the kind. */
  render?: (record: R, lang: Lang) => ReactNode
  /** Default: when the contract filters (sorts) by the field. Set false to turn off. */
  filter?: boolean
  sortable?: boolean
  width?: number
  align?: 'left' | 'right' | 'center'
}

/** The props a custom widget receives (see README). */
export type CustomWidgetProps = {
  id: string
  name: string
  /** The field's translated label. */
  label: string
  value: unknown
  onChange: (value: unknown) => void
  onBlur: () => void
  /** The field's error, already translated. */
  error: string | undefined
  /** The whole form, for widgets that read or set other fields (cascading address, discount value). */
  form: UseFormReturn<FieldValues>
  mode: FormMode
  /** The record being edited (update only). */
  record: AnyRecord | undefined
  disabled: boolean
}

export type SimpleWidget =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'money-usd'
  | 'money-khr'
  | 'switch'
  | 'status'
  | 'date'

type FieldBase<N extends string> = {
  name: N
  /** Translation key with namespace; default `<ns>:<key>.fields.<name>`. */
  label?: string
  /** Translation key of a hint under the field. */
  help?: string
  /** Half of the form's width (default), or all of it. */
  span?: 'half' | 'full'
  /** Default: what the input schema says (a field that rejects both empty and null is required). */
  required?: boolean
  /** Shown but not editable when updating (a code that other records refer to). */
  readOnlyOnUpdate?: boolean
}

/** One choice of a select; `label` is a translation key with namespace. */
export type SelectOption = { value: string; label: string }

export type FieldSpec<N extends string = string> =
  | (FieldBase<N> & { widget?: SimpleWidget })
  | (FieldBase<N> & {
      widget: 'select'
      options: readonly SelectOption[]
    })
  | (FieldBase<N> & { widget: 'reference'; reference: ReferenceSpec })
  | (FieldBase<string> & {
      widget: 'custom'
      render: ComponentType<CustomWidgetProps>
      /** The widget draws its own label and error (several fields at once); by default the layer wraps it. */
      bare?: boolean
    })

export type FormMode = 'create' | 'update'

export type FormHooks = {
  /** Starting values of a new record, over the input schema's own defaults. */
  defaults?: Record<string, unknown>
  /** Form values of an existing record, when they are not simply its fields (an empty password). */
  toValues?: (record: AnyRecord) => Record<string, unknown>
  /** The request body from the validated values; default: the values as the input schema outputs them. */
  toBody?: (values: Record<string, unknown>, mode: FormMode) => Record<string, unknown>
  /**
   * Runs after the record was saved and before the success toast, with the raw form values (fields outside
   * the input schema, such as a picked image file, included). If it throws, the error is shown and a new
   * record opens in its update form, so nothing is created twice.
   */
  afterSave?: (context: {
    record: AnyRecord
    values: Record<string, unknown>
    mode: FormMode
  }) => Promise<void>
  /** Beside the title of an existing record's page: a state of the record and its own actions. */
  recordExtra?: ComponentType<{ record: AnyRecord }>
}

/**
 * One entity's web screens, described once: its list, create and update pages, routes (each also under /kh)
 * and menu entry all come from this. Texts live in the `i18n.ns` namespace under `i18n.key`:
 * `title` (plural, page and menu title), `entity` (singular, in "{{entity}} successfully created!") and
 * `fields.<name>` (form labels and column titles).
 */
export type ResourceScreen<C extends AnyContract = AnyContract> = {
  contract: C
  /** The URL segment, as the spec names it (`subCategories`); pages at /x, /x/create, /x/update/:id. */
  route: string
  i18n: { ns: string; key: string }
  /** The sidebar entry, shown with `<path>.list`; `key` names it under `navigation:items`. */
  menu?: { group: string; key: string; icon: ComponentType }
  /** How this resource's records are named where other screens refer to them. */
  recordLabel?: RecordLabel
  columns: readonly ColumnSpec<RecordOf<C>>[]
  fields: readonly FieldSpec<InputField<C>>[]
  form?: FormHooks
  list?: {
    /** Extra buttons in the list's header, next to export and create (an import dialog). */
    headerExtra?: ComponentType<{ screen: ResourceScreen }>
    /** Extra buttons in each row, before edit and delete. */
    rowExtra?: ComponentType<{ screen: ResourceScreen; record: AnyRecord }>
    /** Whether rows get an edit button (default true). */
    canEdit?: boolean
  }
}

/** Checks a screen against its contract's types and returns it as a plain `ResourceScreen`. */
export function defineResourceScreen<C extends AnyContract>(screen: ResourceScreen<C>): ResourceScreen {
  return screen as unknown as ResourceScreen
}

/** The permission guarding an action on a resource (`products.edit`); restoring needs `delete`. */
export function permissionOf(contract: AnyContract, action: Action): Permission {
  return `${contract.path}.${action}` as Permission
}

/**
 * Where a screen's texts live. Field labels and column titles fall back from `<ns>:<key>.fields.<name>` to the
 * shared `resources:fields.<name>` (name_en, code, status, created_at, …), so common fields need no text.
 */
export const textKeys = (screen: ResourceScreen) => {
  const base = `${screen.i18n.ns}:${screen.i18n.key}`
  const labelOf = (name: string) => [`${base}.fields.${name}`, `resources:fields.${name}`]
  return {
    title: `${base}.title`,
    entity: `${base}.entity`,
    field: (field: { name: string; label?: string }) => (field.label ? [field.label] : labelOf(field.name)),
    column: (column: ColumnSpec<never>) =>
      column.label
        ? [column.label]
        : column.kind === 'name'
          ? ['resources:columns.name']
          : labelOf(column.key),
  }
}
