import multipart from '@fastify/multipart'
import { idParamsSchema, productSchema, writeResponseSchema } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { readImageUpload } from '../../lib/image-upload.ts'
import { requireActor } from '../../plugins/access.ts'
import { removeProductImage, replaceProductImage } from './product-images.service.ts'

export type ProductImageOptions = { uploadDir: string; maxBytes: number }

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
      const upload = await readImageUpload(request, options.maxBytes)
      const actor = requireActor(request.actor)
      return replaceProductImage(request.server.db, actor, options.uploadDir, request.params.id, upload)
    },
  )
  r.delete('/api/products/:id/image', { config: { access: 'products.edit' }, schema }, (request) =>
    removeProductImage(request.server.db, requireActor(request.actor), options.uploadDir, request.params.id),
  )
}
