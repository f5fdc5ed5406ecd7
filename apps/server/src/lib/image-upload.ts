import type { FastifyRequest } from 'fastify'
import { AppError, fieldErrors } from './errors.ts'

const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${maxBytes} bytes.`, { max_bytes: maxBytes })

const hasCode = (err: unknown, code: string) => (err as { code?: unknown } | null)?.code === code

/** Reads the one file part named `image`, stopping at the size limit instead of buffering it all. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number) {
  let part: Awaited<ReturnType<FastifyRequest['file']>>
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })
  } catch (err) {
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.')
    }
    throw err
  }
  if (part?.fieldname !== 'image') throw fieldErrors({ image: ['required'] })
  try {
    return await part.toBuffer()
  } catch (err) {
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge(maxBytes)
    throw err
  }
}
