import { invoiceSchema, invoiceSummarySchema } from '../invoices.ts'
import { idParamsSchema, listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import { creditNoteSchema, creditNoteSummarySchema } from '../orders.ts'
import { route } from './route.ts'

const tag = 'invoices'

/** Issued invoices and credit notes, each exactly as it was issued (an order's `invoice` action issues one). */
export const invoiceRoutes = {
  list: route({
    method: 'GET',
    path: '/invoices',
    access: 'invoices.list',
    query: listQuerySchema,
    answer: listResponseSchema(invoiceSummarySchema),
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/invoices/:id',
    access: 'invoices.view',
    params: idParamsSchema,
    answer: recordResponseSchema(invoiceSchema),
    tag,
  }),
  creditNotes: route({
    method: 'GET',
    path: '/credit-notes',
    access: 'invoices.list',
    query: listQuerySchema,
    answer: listResponseSchema(creditNoteSummarySchema),
    tag,
  }),
  creditNote: route({
    method: 'GET',
    path: '/credit-notes/:id',
    access: 'invoices.view',
    params: idParamsSchema,
    answer: recordResponseSchema(creditNoteSchema),
    tag,
  }),
}
