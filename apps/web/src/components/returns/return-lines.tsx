import { type CashRounding, centsToRiel, type OrderDetail } from '@sms/contract'
import { InputNumber, Radio, Table } from 'antd'
import { useRef, useState } from 'react'
import { useLang } from '../../lib/i18n/use-locale.ts'
import {
  keyPerBody,
  leftToReturn,
  type RefundWay,
  refundTenders,
  returnCredit,
} from '../../lib/order-returns.ts'
import { localizedName } from '../resource/resource-text.ts'

type Line = OrderDetail['lines'][number]

/**
 * What a return is being made of, shared by the back office's return and the till's (F10): quantities per
 * line (never above what is left), the way the refund is paid, and from them the credit, the riel owed back
 * and the refund rows.
 */
export function useReturnDraft(order: OrderDetail | null, rounding: CashRounding) {
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [way, setWay] = useState<RefundWay>('split')
  const keyFor = useRef(keyPerBody()).current
  const credit = order ? returnCredit(order.lines, quantities) : 0
  const dueKhr = order ? centsToRiel(credit, order.rate) : 0
  return {
    quantities,
    setQuantity: (line: Line, value: number | null) =>
      setQuantities((q) => ({ ...q, [line.id]: Math.min(Number(value ?? 0), leftToReturn(line)) })),
    reset: () => setQuantities({}),
    /** The Idempotency-Key of a body: the same return sent again keeps its key. */
    keyFor,
    way,
    setWay,
    credit,
    dueKhr,
    refundFor: (due: number) => (order ? refundTenders(way, due, order, rounding) : []),
    lines: Object.entries(quantities)
      .filter(([, q]) => q > 0)
      .map(([id, quantity]) => ({ order_line_id: Number(id), quantity })),
  }
}

export type ReturnDraft = ReturnType<typeof useReturnDraft>

/** The order's lines with what was sold, what is left to return, and a quantity field each. */
export function ReturnLinesTable(props: {
  order: OrderDetail
  draft: ReturnDraft
  labels: { product: string; sold: string; left: string; quantity: string; amount?: string }
  amount?: (cents: number) => string
}) {
  const lang = useLang()
  const { labels, draft } = props
  return (
    <Table<Line>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={props.order.lines}
      columns={[
        { key: 'name', title: labels.product, render: (_, l) => localizedName(l, lang) },
        { key: 'sold', title: labels.sold, align: 'right', render: (_, l) => l.quantity },
        { key: 'left', title: labels.left, align: 'right', render: (_, l) => leftToReturn(l) },
        ...(props.amount && labels.amount
          ? [
              {
                key: 'amount',
                title: labels.amount,
                align: 'right' as const,
                render: (_: unknown, l: Line) => props.amount?.(l.amount_usd),
              },
            ]
          : []),
        {
          key: 'qty',
          title: labels.quantity,
          render: (_, l) => (
            <InputNumber
              aria-label={`${labels.quantity} ${localizedName(l, lang)}`}
              min={0}
              max={leftToReturn(l)}
              value={draft.quantities[l.id] ?? 0}
              disabled={leftToReturn(l) <= 0}
              onChange={(v) => draft.setQuantity(l, v)}
            />
          ),
        },
      ]}
    />
  )
}

/** Cash by the change rules (dollars and riel, all riel, whole dollars) or as the customer paid. */
export function RefundWayPicker(props: { draft: ReturnDraft; labels: Record<RefundWay, string> }) {
  return (
    <Radio.Group
      value={props.draft.way}
      onChange={(e) => props.draft.setWay(e.target.value)}
      optionType="button"
      options={(['split', 'khr', 'usd', 'original'] as const).map((value) => ({
        value,
        label: props.labels[value],
      }))}
    />
  )
}
