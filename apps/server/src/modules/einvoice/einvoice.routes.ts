import { einvoiceRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import { creditNoteUbl, invoiceUbl, monthZip } from './ubl.service.ts'

/**
 * UBL 2.1 documents for CamInvoice (decision 0030): one invoice or credit note as XML, and a month's as a ZIP.
 * Reading them needs what reading invoices needs, in the stores the user works in. Each answers the file itself.
 */
export function registerEinvoiceRoutes(app: FastifyInstance) {
  serve(app, einvoiceRoutes.month, async ({ actor, query, request, reply }) => {
    const { name, zip } = await monthZip(request.server.db, actor, query)
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(Buffer.from(zip))
  })
  for (const [spec, read] of [
    [einvoiceRoutes.invoice, invoiceUbl],
    [einvoiceRoutes.creditNote, creditNoteUbl],
  ] as const) {
    serve(app, spec, async ({ actor, params, request, reply }) => {
      const { name, xml } = await read(request.server.db, actor, params.id)
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(xml)
    })
  }
}
