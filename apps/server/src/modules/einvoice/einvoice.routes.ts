import { idParamsSchema, ublMonthQuerySchema } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { creditNoteUbl, invoiceUbl, monthZip } from './ubl.service.ts'

/**
 * UBL 2.1 documents for CamInvoice (decision 0030): one invoice or credit note as XML, and a month's as a ZIP.
 * Reading them needs what reading invoices needs, in the stores the user works in.
 */
export function registerEinvoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = () => app.db
  r.get(
    '/api/invoices/ubl.zip',
    { config: { access: 'invoices.list' }, schema: { tags: ['invoices'], querystring: ublMonthQuerySchema } },
    async (request, reply) => {
      const { name, zip } = await monthZip(db(), requireActor(request.actor), request.query)
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(zip))
    },
  )
  for (const [path, read] of [
    ['/api/invoices/:id/ubl', invoiceUbl],
    ['/api/credit-notes/:id/ubl', creditNoteUbl],
  ] as const) {
    r.get(
      path,
      { config: { access: 'invoices.view' }, schema: { tags: ['invoices'], params: idParamsSchema } },
      async (request, reply) => {
        const { name, xml } = await read(db(), requireActor(request.actor), request.params.id)
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(xml)
      },
    )
  }
}
