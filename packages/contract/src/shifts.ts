import { z } from 'zod'
import { MAX_ID } from './fields.ts'
import { defineResource } from './list.ts'
import {
  CASH_MOVE_DIRECTIONS,
  CURRENCIES,
  type closeShiftSchema,
  openShiftSchema,
  shiftReportSchema,
  shiftSchema,
} from './sales.ts'

/** A cash move as recorded in a shift: money put in or taken out of the drawer, with its reason. */
export const shiftCashMoveSchema = z.object({
  id: z.number(),
  shift_id: z.number(),
  direction: z.enum(CASH_MOVE_DIRECTIONS),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
  reason: z.string(),
  created_by: z.number().nullable(),
  created_at: z.string(),
})
export type ShiftCashMove = z.infer<typeof shiftCashMoveSchema>

/** A shift in a list: who held the till, without the report (open one to see it). */
export const shiftSummarySchema = shiftSchema.extend({ user_name: z.string().nullable() })
export type ShiftSummary = z.infer<typeof shiftSummarySchema>

/** `GET /api/shifts/{id}`: the Z report (live figures while the shift is open) and its cash moves. */
export const shiftDetailSchema = shiftReportSchema.extend({
  user_name: z.string().nullable(),
  cash_moves: z.array(shiftCashMoveSchema),
})
export type ShiftDetail = z.infer<typeof shiftDetailSchema>

export type OpenShiftInput = z.input<typeof openShiftSchema>
export type CloseShiftInput = z.input<typeof closeShiftSchema>

export const currentShiftQuerySchema = z.object({ store_id: z.coerce.number().int().positive().max(MAX_ID) })

export const shiftsResource = defineResource({
  path: 'shifts',
  label: 'Shift',
  record: shiftSummarySchema,
  input: openShiftSchema,
  filters: {
    store_id: 'reference',
    user_id: 'reference',
    status: 'text',
    opened_at: 'date',
    closed_at: 'date',
  },
  sortable: ['id', 'opened_at', 'closed_at', 'status'],
  searchable: ['note'],
  defaultSort: '-opened_at',
})

/** `GET /api/held-carts?store_id=`: the parked carts of one store, any till there may resume them. */
export const heldCartsQuerySchema = currentShiftQuerySchema
