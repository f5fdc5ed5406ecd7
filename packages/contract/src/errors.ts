import { z } from 'zod'
import { ERROR_STATUS, type ErrorCode } from './error-codes.ts'

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])

export const errorResponseSchema = z.object({
  status: z.literal('error'),
  code: errorCodeSchema,
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  /** Field errors on 422: field name -> error codes (`required`, `too_long`, `taken`, ...). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
