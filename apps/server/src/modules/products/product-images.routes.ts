import { idParamsSchema, productImageRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { serve } from '../../plugins/serve.ts'
import { readImageUpload, registerUploadRoutes, type UploadOptions } from '../uploads/image-upload.ts'
import { removeProductImage, replaceProductImage } from './product-images.service.ts'

/**
 * `POST /api/products/:id/image` (multipart, field `image`) and `DELETE /api/products/:id/image`. Setting
 * or removing the picture is editing the product, so both need `products.edit`.
 */
export async function registerProductImageRoutes(app: FastifyInstance, options: UploadOptions) {
  serve(app, productImageRoutes.remove, ({ actor, params, request }) =>
    removeProductImage(request.server.db, actor, options.uploadDir, params.id),
  )
  // Multipart: the upload scope reads the file, so this stays registered by hand (serve takes no `consumes`).
  await registerUploadRoutes(app, options.maxBytes, (scope) => uploadRoute(scope, options))
}

function uploadRoute(app: FastifyInstance, options: UploadOptions) {
  const { remove } = productImageRoutes
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/products/:id/image',
    {
      config: { access: remove.access },
      schema: {
        tags: [remove.tag],
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        // The upload answers as the removal does: the product as it is now.
        response: { 200: remove.answer },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, options.maxBytes)
      const actor = requireActor(request.actor)
      return replaceProductImage(request.server.db, actor, options.uploadDir, request.params.id, upload)
    },
  )
}
