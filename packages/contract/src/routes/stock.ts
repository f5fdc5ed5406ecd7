import { idParamsSchema, listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import {
  stockAdjustmentInputSchema,
  stockAdjustmentSchema,
  stockAdjustmentSummarySchema,
  stockMovementSchema,
  stockSchema,
  workStoresResponseSchema,
} from '../stock.ts'
import { route } from './route.ts'

const adjustment = recordResponseSchema(stockAdjustmentSchema)

/** On hand, the ledger and the stores one works in. */
export const stockRoutes = {
  list: route({
    method: 'GET',
    path: '/stocks',
    access: 'stocks.list',
    query: listQuerySchema,
    answer: listResponseSchema(stockSchema),
    tag: 'stocks',
  }),
  /** The active stores the signed-in user works in (all for administrators). */
  workStores: route({
    method: 'GET',
    path: '/me/stores',
    access: 'authenticated',
    answer: workStoresResponseSchema,
    tag: 'stocks',
  }),
  movements: route({
    method: 'GET',
    path: '/stock-movements',
    access: 'stock-movements.list',
    query: listQuerySchema,
    answer: listResponseSchema(stockMovementSchema),
    tag: 'stock-movements',
  }),
}

/**
 * Adjustments: created, then approved or rejected. Documents change by actions (`POST …/:id/approve`), never
 * by PUT; writes accept an `Idempotency-Key`.
 */
export const stockAdjustmentRoutes = {
  list: route({
    method: 'GET',
    path: '/stock-adjustments',
    access: 'stock-adjustments.list',
    query: listQuerySchema,
    answer: listResponseSchema(stockAdjustmentSummarySchema),
    tag: 'stock-adjustments',
  }),
  get: route({
    method: 'GET',
    path: '/stock-adjustments/:id',
    access: 'stock-adjustments.view',
    params: idParamsSchema,
    answer: adjustment,
    tag: 'stock-adjustments',
  }),
  create: route({
    method: 'POST',
    path: '/stock-adjustments',
    access: 'stock-adjustments.create',
    idempotent: true,
    body: stockAdjustmentInputSchema,
    status: 201,
    answer: adjustment,
    tag: 'stock-adjustments',
  }),
  approve: route({
    method: 'POST',
    path: '/stock-adjustments/:id/approve',
    access: 'stock-adjustments.approve',
    idempotent: true,
    params: idParamsSchema,
    answer: adjustment,
    tag: 'stock-adjustments',
  }),
  reject: route({
    method: 'POST',
    path: '/stock-adjustments/:id/reject',
    access: 'stock-adjustments.approve',
    idempotent: true,
    params: idParamsSchema,
    answer: adjustment,
    tag: 'stock-adjustments',
  }),
}
