import { z } from 'zod'
import { ublMonthQuerySchema } from '../einvoice.ts'
import { idParamsSchema } from '../list.ts'
import { route } from './route.ts'

const tag = 'invoices'

/**
 * UBL 2.1 documents for CamInvoice (decision 0030): one invoice or credit note as XML, and a month's as a ZIP.
 * Reading them needs what reading invoices needs, in the stores the user works in. Each answers the file itself
 * (its name in `Content-Disposition`), not JSON: the web fetches it with `api.download` on the route's path.
 */
export const einvoiceRoutes = {
  month: route({
    method: 'GET',
    path: '/invoices/ubl.zip',
    access: 'invoices.list',
    query: ublMonthQuerySchema,
    answer: z.unknown(),
    tag,
  }),
  invoice: route({
    method: 'GET',
    path: '/invoices/:id/ubl',
    access: 'invoices.view',
    params: idParamsSchema,
    answer: z.unknown(),
    tag,
  }),
  creditNote: route({
    method: 'GET',
    path: '/credit-notes/:id/ubl',
    access: 'invoices.view',
    params: idParamsSchema,
    answer: z.unknown(),
    tag,
  }),
}
