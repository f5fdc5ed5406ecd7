import { ERROR_STATUS, type ErrorCode } from '@sms/contract'

/** An expected failure: a code from the contract, parameters for the translated message, field errors. */
export class AppError extends Error {
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly params?: Record<string, unknown>,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
    this.statusCode = ERROR_STATUS[code]
  }
}

export const notFound = (resource: string, id: unknown) =>
  new AppError('NOT_FOUND', `${resource} ${String(id)} was not found.`, { resource, id })

export const fieldErrors = (errors: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', 'The given data was invalid.', undefined, errors)
