import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, fieldErrors } from '../../lib/errors.ts'

const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${maxBytes} bytes.`, { max_bytes: maxBytes })

const hasCode = (err: unknown, code: string) => (err as { code?: unknown } | null)?.code === code

/**
 * What a failed multipart read means for the client. A broken or truncated form (no boundary, the stream ending
 * mid-part) is the client's mistake, never a server error.
 */
function uploadError(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err
  if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.')
  }
  if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) return tooLarge(maxBytes)
  const status = (err as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number' && status >= 500) return err
  return new AppError('BAD_REQUEST', 'The upload is incomplete or malformed.')
}

/** Reads the one file part named `image`, stopping at the size limit instead of buffering it all. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number) {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })
    if (part?.fieldname !== 'image') throw fieldErrors({ image: ['required'] })
    return await part.toBuffer()
  } catch (err) {
    throw uploadError(err, maxBytes)
  }
}

export type UploadOptions = { uploadDir: string; maxBytes: number }

/**
 * Registers routes that take uploads in their own encapsulated scope, so the multipart parser (with the size
 * limit) applies to those routes only and every other route keeps refusing multipart bodies.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  maxBytes: number,
  routes: (scope: FastifyInstance) => void,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes } })
    routes(scope)
  })
}
