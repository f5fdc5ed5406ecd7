import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { get, set } from 'react-hook-form'
import type { z } from 'zod'
import { resourceErrorMap } from './field-errors.ts'

/**
 * A problem the form finds itself before the contract's schema looks: a path into the form's values
 * (`to_store_id`, `lines.2.quantity`) and the code its field translates (or a `ns:key` text key).
 */
export type FormIssue = { path: string; code: string }

/** The error types a document form's fields carry, so a page can tell its own checks from the schema's. */
export const ISSUE_TYPES = { check: 'check', schema: 'schema', server: 'server' } as const

export type BodyCheck<Values, Body> = {
  /** The contract's schema for the request (`stockAdjustmentInputSchema`, `openOrderRequestSchema`, …). */
  schema: z.ZodType
  /** The request body the form's values make; its lines keep the order of the form's lines. */
  toBody: (values: Values) => Body
  /** The form's own checks, which say more than the schema can (a quantity as typed, a lot still missing). */
  check?: (values: Values) => readonly FormIssue[]
}

/** Whether an error is already set on the path or on the line it belongs to (`lines.2`). */
function taken(errors: FieldErrors, path: string): boolean {
  const [top, index] = path.split('.')
  return (
    get(errors, path) !== undefined || (index !== undefined && get(errors, `${top}.${index}`) !== undefined)
  )
}

/**
 * Checks a form's values as the request they make: the page's own checks first, then the body against the
 * contract's schema, each problem on the field or the line it names (`lines.2.quantity`: the form's lines and
 * the body's lines go in the same order). One problem per field and per line, the page's before the schema's.
 * When nothing is wrong, the values handed to `handleSubmit`'s callback are the body itself, exactly as
 * built (the schema's transforms are the server's business), so what is sent is what was checked.
 */
export function checkBody<Values, Body>(
  values: Values,
  { schema, toBody, check }: BodyCheck<Values, Body>,
): { body: Body; errors: FieldErrors } {
  const errors: FieldErrors = {}
  for (const issue of check?.(values) ?? []) {
    if (get(errors, issue.path) === undefined) {
      set(errors, issue.path, { type: ISSUE_TYPES.check, message: issue.code })
    }
  }
  const body = toBody(values)
  const parsed = schema.safeParse(body, { error: resourceErrorMap })
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    if (path === '' || taken(errors, path)) continue
    set(errors, path, { type: ISSUE_TYPES.schema, message: issue.message })
  }
  return { body, errors }
}

/** `checkBody` as react-hook-form's resolver; `latest` is read at each check, so it may close over state. */
export function bodyResolver<Values extends FieldValues, Body>(
  latest: () => BodyCheck<Values, Body>,
): Resolver<Values, unknown, Body> {
  return async (values) => {
    const { body, errors } = checkBody(values, latest())
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<Values> }
    return { values: body, errors: {} }
  }
}
