import { khqrRequestSchema, khqrSchema } from '../khqr.ts'
import { recordResponseSchema } from '../list.ts'
import { route } from './route.ts'

/** KHQR at the till: a code for the exact amount due, made on the server from the shop's Bakong account. */
export const khqrRoutes = {
  create: route({
    method: 'POST',
    path: '/pos/khqr',
    access: 'pos.create',
    body: khqrRequestSchema,
    answer: recordResponseSchema(khqrSchema),
    tag: 'pos',
  }),
}
