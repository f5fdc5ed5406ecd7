import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrorCode } from './field-error-code.ts'

const codesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => fieldErrorCode(issue.code, issue.message))

describe('fieldErrorCode', () => {
  it('reports a missing value as required and a wrong type as invalid_type', () => {
    const schema = z.object({ name: z.string() })
    expect(codesOf(schema, {})).toEqual(['required'])
    expect(codesOf(schema, { name: 3 })).toEqual(['invalid_type'])
  })

  it("uses a refinement's message as its code", () => {
    expect(
      codesOf(
        z.string().refine((v) => v === 'a', 'mismatch'),
        'b',
      ),
    ).toEqual(['mismatch'])
  })

  it("keeps zod's code for built-in checks", () => {
    expect(codesOf(z.string().max(2), 'abc')).toEqual(['too_big'])
  })
})
