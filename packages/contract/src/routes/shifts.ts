import { idParamsSchema, listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import {
  cashMoveSchema,
  closeShiftSchema,
  currentShiftQuerySchema,
  openShiftSchema,
  shiftCashMoveSchema,
  shiftDetailSchema,
  shiftSchema,
  shiftSummarySchema,
} from '../shifts.ts'
import { route } from './route.ts'

const tag = 'shifts'
const detail = recordResponseSchema(shiftDetailSchema)

/**
 * A cashier's till: open with a float, cash in and out, close with a blind count (the answer is the Z report).
 * Writes accept an `Idempotency-Key`, so a retried cash move or close never counts twice.
 */
export const shiftRoutes = {
  list: route({
    method: 'GET',
    path: '/shifts',
    access: 'shifts.list',
    query: listQuerySchema,
    answer: listResponseSchema(shiftSummarySchema),
    tag,
  }),
  /** The signed-in cashier's open shift at a store; 404 when there is none. */
  current: route({
    method: 'GET',
    path: '/shifts/current',
    access: 'shifts.create',
    query: currentShiftQuerySchema,
    answer: detail,
    tag,
  }),
  /** Own shift, or `shifts.view` in the shift's store: checked by the service. */
  get: route({
    method: 'GET',
    path: '/shifts/:id',
    access: 'authenticated',
    params: idParamsSchema,
    answer: detail,
    tag,
  }),
  open: route({
    method: 'POST',
    path: '/shifts',
    access: 'shifts.create',
    idempotent: true,
    body: openShiftSchema,
    status: 201,
    answer: recordResponseSchema(shiftSchema),
    tag,
  }),
  moveCash: route({
    method: 'POST',
    path: '/shifts/:id/cash-moves',
    access: 'shifts.create',
    idempotent: true,
    params: idParamsSchema,
    body: cashMoveSchema,
    status: 201,
    answer: recordResponseSchema(shiftCashMoveSchema),
    tag,
  }),
  /** Own shift, or `pos.approve` in the shift's store: checked by the service. */
  close: route({
    method: 'POST',
    path: '/shifts/:id/close',
    access: 'authenticated',
    idempotent: true,
    params: idParamsSchema,
    body: closeShiftSchema,
    answer: detail,
    tag,
  }),
}
