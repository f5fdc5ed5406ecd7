import { DEFAULT_UPLOAD_MAX_BYTES, fillPath, productImageRoutes } from '@sms/contract'
import { api } from '../../../lib/api/api.ts'

/** The upload answers as the removal does: the product as it is now. */
const { remove } = productImageRoutes

/** The server's default limit (UPLOAD_MAX_BYTES); it answers 413 above its configured one anyway. */
export const PRODUCT_IMAGE_MAX_BYTES = DEFAULT_UPLOAD_MAX_BYTES

/** `POST /api/products/:id/image`: replaces the picture (JPEG, PNG or WebP); the server makes the thumbnail. */
export function uploadProductImage(productId: number, file: File) {
  const form = new FormData()
  form.append('image', file, file.name)
  // Multipart, so not through `api.call`: the same path as the removal's, its answer checked by the same schema.
  return api.upload(fillPath(remove.path, { id: productId }), remove.answer, { form })
}

export function removeProductImage(productId: number) {
  return api.call(remove, { params: { id: productId } })
}
