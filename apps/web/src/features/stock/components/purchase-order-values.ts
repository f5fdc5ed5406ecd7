import type { PurchaseOrder, PurchaseOrderInput } from '@sms/contract'
import type { FormIssue } from '../../../components/resource/body-resolver.ts'
import { lineIssues } from './line-problems.tsx'
import { type LineProduct, newLineKey, type StockLine, toLineInputs } from './stock-lines.ts'

/** A purchase order's form: its values, its own checks and the request body they make. */

/** What a line picked from `/api/products` knows beyond the line's needs: its current (average) cost. */
const productCost = (product: LineProduct) =>
  'cost_usd' in product && typeof product.cost_usd === 'number' ? product.cost_usd : null

/** A line's cost: what was typed (by line key), else the product's current cost when it was picked. */
export type Costs = Record<string, number | null>

export type PurchaseOrderValues = {
  supplier_id: number | null
  store_id: number | null
  expected_date: string | null
  note: string
  lines: StockLine[]
  costs: Costs
}

export const costOf = (costs: Costs, line: StockLine) =>
  line.key in costs ? (costs[line.key] ?? null) : productCost(line.product)

/** Every line has a cost: the order says what the shop expects to pay. */
export function checkPurchase(values: PurchaseOrderValues): FormIssue[] {
  const missing = values.lines.flatMap((line, i) =>
    costOf(values.costs, line) === null ? [{ path: `lines.${i}.unit_cost_usd`, code: 'cost_required' }] : [],
  )
  return [...lineIssues(values.lines), ...missing]
}

export function toBody(values: PurchaseOrderValues): PurchaseOrderInput {
  return {
    supplier_id: values.supplier_id as number,
    store_id: values.store_id as number,
    expected_date: values.expected_date,
    note: values.note.trim() || null,
    lines: toLineInputs(values.lines).map((line, i) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      // A missing cost is refused by checkPurchase before the body goes anywhere.
      unit_cost_usd: costOf(values.costs, values.lines[i] as StockLine) ?? 0,
    })),
  }
}

/** The product of an order's line, as a document's line knows it. */
export const orderLineProduct = (line: PurchaseOrder['lines'][number]): LineProduct => ({
  id: line.product_id,
  name_en: line.product_name_en,
  name_kh: line.product_name_kh,
  sku: line.sku,
  barcode: null,
  is_lot_tracked: line.is_lot_tracked,
})

export function startingValues(order: PurchaseOrder | null): PurchaseOrderValues {
  const { lines, costs } = order ? linesOf(order) : { lines: [], costs: {} }
  return {
    supplier_id: order?.supplier_id ?? null,
    store_id: order?.store_id ?? null,
    expected_date: order?.expected_date ?? null,
    note: order?.note ?? '',
    lines,
    costs,
  }
}

function linesOf(order: PurchaseOrder): { lines: StockLine[]; costs: Costs } {
  const costs: Costs = {}
  const lines = order.lines.map((line) => {
    const key = newLineKey()
    costs[key] = line.unit_cost_usd
    return {
      key,
      product: orderLineProduct(line),
      quantity: String(line.quantity),
      lot_number: '',
      expiry_date: null,
    }
  })
  return { lines, costs }
}
