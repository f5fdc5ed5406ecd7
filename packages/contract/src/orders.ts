import { z } from 'zod'
import { defineResource } from './list.ts'
import { checkoutRequestSchema, orderSchema } from './sales.ts'

/** An order in a list: its header and who sold it, without lines and payments (open it to see them). */
export const orderSummarySchema = orderSchema.omit({ lines: true, tenders: true }).extend({
  cashier_name: z.string().nullable(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

/** `GET /api/orders`: the list convention over orders, only from the stores the user works in. */
export const ordersResource = defineResource({
  path: 'orders',
  label: 'Order',
  record: orderSummarySchema,
  input: checkoutRequestSchema,
  filters: {
    store_id: 'reference',
    cashier_id: 'reference',
    customer_id: 'reference',
    shift_id: 'reference',
    number: 'text',
    stage: 'text',
    payment_status: 'text',
    created_at: 'date',
    total_usd: 'number',
  },
  sortable: ['id', 'number', 'created_at', 'total_usd'],
  searchable: ['number', 'note'],
  defaultSort: '-id',
})
