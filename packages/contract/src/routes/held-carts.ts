import { z } from 'zod'
import { idParamsSchema, recordResponseSchema } from '../list.ts'
import { heldCartInputSchema, heldCartSchema } from '../sales.ts'
import { heldCartsQuerySchema } from '../shifts.ts'
import { route } from './route.ts'

const tag = 'held-carts'
const one = recordResponseSchema(heldCartSchema)

/** Parked carts of the till (`pos.create`): park, list per store, read, discard (resuming reads, then discards). */
export const heldCartRoutes = {
  list: route({
    method: 'GET',
    path: '/held-carts',
    access: 'pos.create',
    query: heldCartsQuerySchema,
    answer: z.object({ data: z.array(heldCartSchema) }),
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/held-carts/:id',
    access: 'pos.create',
    params: idParamsSchema,
    answer: one,
    tag,
  }),
  hold: route({
    method: 'POST',
    path: '/held-carts',
    access: 'pos.create',
    idempotent: true,
    body: heldCartInputSchema,
    status: 201,
    answer: one,
    tag,
  }),
  discard: route({
    method: 'DELETE',
    path: '/held-carts/:id',
    access: 'pos.create',
    idempotent: true,
    params: idParamsSchema,
    answer: one,
    tag,
  }),
}
