import { z } from 'zod'
import { MAX_ID, money, optionalText, referenceId } from './fields.ts'
import { defineResource } from './list.ts'
import { CURRENCIES, TENDER_METHODS } from './sales.ts'

// Shifts: a cashier's till at a store, from the opening float to the blind count.
export const SHIFT_STATUSES = ['open', 'closed'] as const
export type ShiftStatus = (typeof SHIFT_STATUSES)[number]
export const CASH_MOVE_DIRECTIONS = ['in', 'out'] as const

export const openShiftSchema = z.object({ store_id: referenceId, float_usd: money, float_khr: money })
export const closeShiftSchema = z.object({
  counted_usd: money,
  counted_khr: money,
  note: optionalText(500).optional(),
})
export const cashMoveSchema = z.object({
  direction: z.enum(CASH_MOVE_DIRECTIONS),
  currency: z.enum(CURRENCIES),
  amount: money.min(1),
  reason: z.string().trim().min(1).max(200),
})

/** Cash per currency in a shift's drawer: what should be there, what was counted, the difference. */
const drawerSchema = z.object({
  float: z.number(),
  cash_sales: z.number(),
  /** Cash refunded from this drawer (negative), its own row rather than netted into the sales (issue 23.8). */
  refunds: z.number(),
  change_given: z.number(),
  cash_in: z.number(),
  cash_out: z.number(),
  expected: z.number(),
  counted: z.number().nullable(),
  difference: z.number().nullable(),
})

export const shiftSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  user_id: z.number(),
  status: z.enum(SHIFT_STATUSES),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  float_usd: z.number(),
  float_khr: z.number(),
  counted_usd: z.number().nullable(),
  counted_khr: z.number().nullable(),
  note: z.string().nullable(),
})
export type Shift = z.infer<typeof shiftSchema>

const tenderSumSchema = z.object({
  method: z.enum(TENDER_METHODS),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
})

/**
 * The Z report: a shift's drawer per currency, its sales by tender and currency (refunds apart, negative, in
 * `refunds_by_tender`), discounts and VAT.
 */
export const shiftReportSchema = shiftSchema.extend({
  orders: z.number(),
  drawer: z.object({ usd: drawerSchema, khr: drawerSchema }),
  by_tender: z.array(tenderSumSchema),
  refunds_by_tender: z.array(tenderSumSchema),
  total_usd: z.number(),
  total_khr: z.number(),
  discount_usd: z.number(),
  vat_usd: z.number(),
})
export type ShiftReport = z.infer<typeof shiftReportSchema>

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
