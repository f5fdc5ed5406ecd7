import {
  stockCountInputSchema,
  stockCountLinesInputSchema,
  stockCountSchema,
  stockCountSummarySchema,
} from '../counts.ts'
import { idParamsSchema, listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import { route } from './route.ts'

const tag = 'stock-counts'
const stockCount = recordResponseSchema(stockCountSchema)

/**
 * Stock counts: started (the snapshot), counted (`lines`, any number of times), then `post` or `cancel`.
 * Writes accept an `Idempotency-Key`.
 */
export const stockCountRoutes = {
  list: route({
    method: 'GET',
    path: '/stock-counts',
    access: 'stock-counts.list',
    query: listQuerySchema,
    answer: listResponseSchema(stockCountSummarySchema),
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/stock-counts/:id',
    access: 'stock-counts.view',
    params: idParamsSchema,
    answer: stockCount,
    tag,
  }),
  create: route({
    method: 'POST',
    path: '/stock-counts',
    access: 'stock-counts.create',
    idempotent: true,
    body: stockCountInputSchema,
    status: 201,
    answer: stockCount,
    tag,
  }),
  /** Counted quantities, replacing earlier ones of the same product and lot. */
  lines: route({
    method: 'POST',
    path: '/stock-counts/:id/lines',
    access: 'stock-counts.edit',
    idempotent: true,
    params: idParamsSchema,
    body: stockCountLinesInputSchema,
    answer: stockCount,
    tag,
  }),
  /** Books the differences. */
  post: route({
    method: 'POST',
    path: '/stock-counts/:id/post',
    access: 'stock-counts.approve',
    idempotent: true,
    params: idParamsSchema,
    answer: stockCount,
    tag,
  }),
  cancel: route({
    method: 'POST',
    path: '/stock-counts/:id/cancel',
    access: 'stock-counts.cancel',
    idempotent: true,
    params: idParamsSchema,
    answer: stockCount,
    tag,
  }),
}
