import multipart from '@fastify/multipart'
import { idParamsSchema, productSchema, writeResponseSchema } from '@sms/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { removeProductImage, replaceProductImage } from './product-images.service.ts'

export type ProductImageOptions = { uploadDir: string; maxBytes: number }

const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${maxBytes} bytes.`, { max_bytes: maxBytes })

const hasCode = (err: unknown, code: string) => (err as { code?: unknown } | null)?.code === code

/** Reads the one file part named `image`, stopping at the size limit instead of buffering it all. */
async function readImagePart(request: FastifyRequest, maxBytes: number) {
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

/**
 * `POST /api/products/:id/image` (multipart, field `image`) and `DELETE /api/products/:id/image`. Setting
 * or removing the picture is editing the product, so both need `products.edit`. Registered as its own
 * encapsulated plugin so the multipart parser applies to these routes only.
 */
export async function productImageRoutes(app: FastifyInstance, options: ProductImageOptions) {
  await app.register(multipart, { limits: { fileSize: options.maxBytes } })
  const r = app.withTypeProvider<ZodTypeProvider>()
  const schema = {
    tags: ['products'],
    params: idParamsSchema,
    response: { 200: writeResponseSchema(productSchema) },
  }

  r.post(
    '/api/products/:id/image',
    { config: { access: 'products.edit' }, schema: { ...schema, consumes: ['multipart/form-data'] } },
    async (request) => {
      const upload = await readImagePart(request, options.maxBytes)
      const actor = requireActor(request.actor)
      return replaceProductImage(request.server.db, actor, options.uploadDir, request.params.id, upload)
    },
  )
  r.delete('/api/products/:id/image', { config: { access: 'products.edit' }, schema }, (request) =>
    removeProductImage(request.server.db, requireActor(request.actor), options.uploadDir, request.params.id),
  )
}
