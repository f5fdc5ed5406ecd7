import { idParamsSchema, writeResponseSchema } from '../list.ts'
import { productSchema } from '../products.ts'
import { route } from './route.ts'

/**
 * A product's picture: removing it is editing the product, so it needs `products.edit`. The upload
 * (`POST /api/products/:id/image`, multipart, field `image`) stays with the server's upload scope and answers
 * with the removal's schema.
 */
export const productImageRoutes = {
  remove: route({
    method: 'DELETE',
    path: '/products/:id/image',
    access: 'products.edit',
    params: idParamsSchema,
    answer: writeResponseSchema(productSchema),
    tag: 'products',
  }),
}
