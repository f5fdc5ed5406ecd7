import type { PurchaseOrder, ReceiveInput } from '@sms/contract'
import type { FormIssue } from '../../../components/resource/body-resolver.ts'
import { lineIssues } from './line-problems.tsx'
import { overReceived } from './purchase-lines.ts'
import { type Costs, orderLineProduct } from './purchase-order-values.ts'
import { newLineKey, type StockLine, toLineInputs } from './stock-lines.ts'

/** A receipt of a purchase order: its form's values, its own checks and the request body they make. */

type OrderLine = PurchaseOrder['lines'][number]

export type ReceiveValues = { note: string; lines: StockLine[]; costs: Costs }

/** The order's line a received line belongs to (by product), if the product is on the order at all. */
export const orderLineOf = (order: PurchaseOrder, line: StockLine): OrderLine | undefined =>
  order.lines.find((candidate) => candidate.product_id === line.product.id)

/** A line's cost: what was typed (by line key), else what the order expected to pay. */
export const receiveCostOf = (order: PurchaseOrder, costs: Costs, line: StockLine) =>
  line.key in costs ? (costs[line.key] ?? null) : (orderLineOf(order, line)?.unit_cost_usd ?? null)

/** Every line still to come, with all of it: the usual delivery brings what was ordered. */
export function startingReceipt(order: PurchaseOrder): ReceiveValues {
  const lines = order.lines
    .filter((line) => line.remaining_quantity > 0)
    .map((line) => ({
      key: newLineKey(),
      product: orderLineProduct(line),
      quantity: String(line.remaining_quantity),
      lot_number: '',
      expiry_date: null,
    }))
  return { note: '', lines, costs: {} }
}

/**
 * What the receipt's lines may not be, by line key, as the page knows it: a product not on the order, more
 * than is still to come. Shown as soon as it is typed; the server says the same of what changed meanwhile.
 */
export function receiveProblems(order: PurchaseOrder, lines: readonly StockLine[]): Map<string, string> {
  const over = overReceived(lines, (line) => orderLineOf(order, line)?.remaining_quantity)
  const notOrdered = lines.filter((line) => !orderLineOf(order, line)).map((line) => line.key)
  return new Map([
    ...over.map((key) => [key, 'purchasing:receive.overReceived'] as const),
    ...notOrdered.map((key) => [key, 'purchasing:receive.notOrdered'] as const),
  ])
}

/** The order's problems before the lines' own (a lot still missing), each on its line's quantity. */
export function checkReceipt(order: PurchaseOrder, values: ReceiveValues): FormIssue[] {
  const problems = receiveProblems(order, values.lines)
  const onOrder = values.lines.flatMap((line, i) => {
    const code = problems.get(line.key)
    return code ? [{ path: `lines.${i}.quantity`, code }] : []
  })
  return [...onOrder, ...lineIssues(values.lines, { withLots: true })]
}

export function toReceiveBody(order: PurchaseOrder, values: ReceiveValues): ReceiveInput {
  const inputs = toLineInputs(values.lines, { withLots: true })
  return {
    note: values.note.trim() || null,
    lines: values.lines.map((line, i) => ({
      // A product not on the order is refused by checkReceipt before the body goes anywhere.
      purchase_order_line_id: orderLineOf(order, line)?.id ?? 0,
      quantity: inputs[i]?.quantity ?? 0,
      lot_number: inputs[i]?.lot_number ?? null,
      expiry_date: inputs[i]?.expiry_date ?? null,
      unit_cost_usd: receiveCostOf(order, values.costs, line),
    })),
  }
}
