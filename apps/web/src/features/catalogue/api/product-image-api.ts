import { DEFAULT_UPLOAD_MAX_BYTES, productSchema, writeResponseSchema } from '@sms/contract'
import { api } from '../../../lib/api/api.ts'

const answer = writeResponseSchema(productSchema)

/** The server's default limit (UPLOAD_MAX_BYTES); it answers 413 above its configured one anyway. */
export const PRODUCT_IMAGE_MAX_BYTES = DEFAULT_UPLOAD_MAX_BYTES

/** `POST /api/products/:id/image`: replaces the picture (JPEG, PNG or WebP); the server makes the thumbnail. */
export function uploadProductImage(productId: number, file: File) {
  const form = new FormData()
  form.append('image', file, file.name)
  return api.upload(`/products/${productId}/image`, answer, { form })
}

export function removeProductImage(productId: number) {
  return api.delete(`/products/${productId}/image`, answer)
}
