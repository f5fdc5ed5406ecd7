import { idParamsSchema, productSchema, writeResponseSchema } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { readImageUpload, registerUploadRoutes, type UploadOptions } from '../uploads/image-upload.ts'
import { removeProductImage, replaceProductImage } from './product-images.service.ts'

/**
 * `POST /api/products/:id/image` (multipart, field `image`) and `DELETE /api/products/:id/image`. Setting
 * or removing the picture is editing the product, so both need `products.edit`.
 */
export function registerProductImageRoutes(app: FastifyInstance, options: UploadOptions) {
  return registerUploadRoutes(app, options.maxBytes, (scope) => productImageRoutes(scope, options))
}

function productImageRoutes(app: FastifyInstance, options: UploadOptions) {
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
