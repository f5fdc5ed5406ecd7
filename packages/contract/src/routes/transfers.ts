import { idParamsSchema, listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import {
  stockTransferInputSchema,
  stockTransferReceiveSchema,
  stockTransferSchema,
  stockTransferSummarySchema,
} from '../transfers.ts'
import { route } from './route.ts'

const tag = 'stock-transfers'
const transfer = recordResponseSchema(stockTransferSchema)

/**
 * Transfers between stores: created, then `approve`, `dispatch`, `receive`, or `cancel` before dispatch.
 * Writes accept an `Idempotency-Key`, so a retried dispatch never moves stock twice.
 */
export const stockTransferRoutes = {
  list: route({
    method: 'GET',
    path: '/stock-transfers',
    access: 'stock-transfers.list',
    query: listQuerySchema,
    answer: listResponseSchema(stockTransferSummarySchema),
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/stock-transfers/:id',
    access: 'stock-transfers.view',
    params: idParamsSchema,
    answer: transfer,
    tag,
  }),
  create: route({
    method: 'POST',
    path: '/stock-transfers',
    access: 'stock-transfers.create',
    idempotent: true,
    body: stockTransferInputSchema,
    status: 201,
    answer: transfer,
    tag,
  }),
  approve: route({
    method: 'POST',
    path: '/stock-transfers/:id/approve',
    access: 'stock-transfers.approve',
    idempotent: true,
    params: idParamsSchema,
    answer: transfer,
    tag,
  }),
  dispatch: route({
    method: 'POST',
    path: '/stock-transfers/:id/dispatch',
    access: 'stock-transfers.edit',
    idempotent: true,
    params: idParamsSchema,
    answer: transfer,
    tag,
  }),
  cancel: route({
    method: 'POST',
    path: '/stock-transfers/:id/cancel',
    access: 'stock-transfers.cancel',
    idempotent: true,
    params: idParamsSchema,
    answer: transfer,
    tag,
  }),
  receive: route({
    method: 'POST',
    path: '/stock-transfers/:id/receive',
    access: 'stock-transfers.edit',
    idempotent: true,
    params: idParamsSchema,
    body: stockTransferReceiveSchema,
    answer: transfer,
    tag,
  }),
}
