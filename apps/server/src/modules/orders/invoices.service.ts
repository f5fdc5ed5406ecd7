import type { InvoiceKind, OrderDetail } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { issueInvoiceIn } from '../sales/issue-invoice.ts'
import { loadOrderDetail } from './order-detail.ts'
import { lockOrder } from './order-state.ts'

/** `POST /api/orders/{id}/invoice` (invoices.generate): answers with the order, its invoice inside. */
export async function issueInvoice(
  db: Db,
  actor: Actor,
  id: number,
  kind: InvoiceKind | undefined,
  options: WriteOptions,
) {
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: 'invoices', action: 'created', status: 201 },
    async (tx, ctx) => {
      const order = await lockOrder(tx, actor, id)
      await issueInvoiceIn(tx, ctx, order, kind)
      return { id, document: await loadOrderDetail(tx, id) }
    },
  )
}
