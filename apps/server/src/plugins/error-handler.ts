import type { ErrorCode, ErrorResponse } from '@sms/contract'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { loggableError } from '../lib/db-errors.ts'
import { AppError } from '../lib/errors.ts'
import { fieldErrorCode } from '../lib/field-error-code.ts'

/** Fastify's own 4xx codes, mapped onto the contract's error codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
}

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).send(body)
}

/** One place turns every failure into `{status:'error', code, message}`; 5xx bodies say nothing internal. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'AUTH_RATE_LIMITED' && error.params?.retry_after) {
        reply.header('Retry-After', String(error.params.retry_after))
      }
      return send(reply, error.statusCode, {
        status: 'error',
        code: error.code,
        message: error.message,
        ...(error.params && { params: error.params }),
        ...(error.errors && { errors: error.errors }),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {}
      // The longest text each over-long field takes, so the message can say it ("at most 150 characters").
      const maxLength: Record<string, number> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        const code = fieldErrorCode(issue.keyword, issue.message)
        errors[field] = [...(errors[field] ?? []), code]
        const { origin, maximum } = issue.params as { origin?: unknown; maximum?: unknown }
        if (code === 'too_big' && origin === 'string' && typeof maximum === 'number')
          maxLength[field] = maximum
      }
      // A bad body is a form the user can correct (422); a bad query or path is a bad request (400).
      const isBody = error.validationContext === 'body'
      return send(reply, isBody ? 422 : 400, {
        status: 'error',
        code: isBody ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
        message: isBody ? 'The given data was invalid.' : `Invalid ${error.validationContext}.`,
        ...(Object.keys(maxLength).length > 0 && { params: { max_length: maxLength } }),
        errors,
      })
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined
    if (mapped || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      const code = mapped ?? 'BAD_REQUEST'
      return send(reply, error.statusCode ?? 400, { status: 'error', code, message: error.message })
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error')
    return send(reply, 500, { status: 'error', code: 'INTERNAL', message: 'Internal Server Error' })
  })
}

/** Unknown API paths answer JSON; with the web app built, other GETs get index.html and the app shows 404. */
export function registerNotFoundHandler(app: FastifyInstance, hasWebApp: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    // App routes get the page; a missing asset (a path with a file extension) is a real 404.
    const isAppRoute = !path.startsWith('/api') && !path.startsWith('/media') && !/\.[a-z0-9]+$/i.test(path)
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && isAppRoute) {
      return reply.sendFile('index.html')
    }
    return send(reply, 404, {
      status: 'error',
      code: 'ROUTE_NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
    })
  })
}
