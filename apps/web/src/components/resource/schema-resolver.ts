import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { resourceErrorMap } from './field-errors.ts'

/**
 * A contract schema as a form's resolver, with the app's error codes (resourceErrorMap). The form's values may
 * be what its inputs hold while being filled in (null in an empty amount, NaN in an unreadable one), which
 * the schema's input type does not admit: the schema is what decides, so the types are the caller's word.
 */
export function schemaResolver<Values extends FieldValues, Output = Values>(
  schema: z.ZodType,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>, { error: resourceErrorMap })
  return resolve as unknown as Resolver<Values, unknown, Output>
}
