import { DeleteOutlined } from '@ant-design/icons'
import type { Product } from '@sms/contract'
import { Button, Flex, InputNumber, Table, Typography } from 'antd'
import { type FieldError, type FieldErrors, get } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorMessage } from '../../../components/resource/field-errors.ts'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { ShortageTag } from '../../../components/stock-shortage.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useMoney } from './use-money.ts'
import type { useOrderShortages } from './use-order-shortages.ts'

export type OrderLine = { product: Product; quantity: number }

/** A scan or a pick adds a line, or one more of it. */
export function addProduct(lines: readonly OrderLine[], product: Product): OrderLine[] {
  const found = lines.find((l) => l.product.id === product.id)
  if (found) return lines.map((l) => (l === found ? { ...l, quantity: l.quantity + 1 } : l))
  return [...lines, { product, quantity: 1 }]
}

/** The first problem the form has with line `index` (`lines.2.quantity`, the server's `lines.2.product_id`). */
function lineError(errors: FieldErrors, index: number): string | undefined {
  const onLine = (get(errors, `lines.${index}`) ?? {}) as Record<string, FieldError | undefined>
  return onLine.quantity?.message ?? Object.values(onLine).find((error) => error?.message)?.message
}

/**
 * An order's lines: product (with the store's shortage), quantity, unit price, amount and remove. A problem
 * the form or the server finds with a line stands under its quantity.
 */
export function OrderLinesTable(props: {
  value: OrderLine[]
  onChange: (lines: OrderLine[]) => void
  errors: FieldErrors
  stock: ReturnType<typeof useOrderShortages>
}) {
  const { t } = useTranslation('orders')
  const translate = t as unknown as (key: string, params?: object) => string
  const lang = useLang()
  const money = useMoney()
  const { value: lines, onChange, stock } = props
  const problemOf = (index: number) => {
    const code = lineError(props.errors, index)
    if (code === undefined) return undefined
    const message = fieldErrorMessage(code)
    return translate(message.key, message.params)
  }
  return (
    <Table<OrderLine>
      rowKey={(l) => l.product.id}
      size="small"
      pagination={false}
      dataSource={lines}
      locale={{
        emptyText: <Typography.Text type="secondary">{t('create.noLines')}</Typography.Text>,
      }}
      columns={[
        {
          key: 'name',
          title: t('create.product'),
          render: (_, l) => {
            const shortage = stock.short.get(l.product.id)
            return (
              <Flex vertical align="start" gap={2}>
                {localizedName(l.product, lang)}
                {shortage && <ShortageTag shortage={shortage} blocking={stock.blocking} />}
              </Flex>
            )
          },
        },
        {
          key: 'qty',
          title: t('create.quantity'),
          render: (_, l, index) => {
            const problem = problemOf(index)
            return (
              <Flex vertical gap={2}>
                <InputNumber
                  aria-label={`${t('create.quantity')} ${localizedName(l.product, lang)}`}
                  aria-invalid={problem !== undefined}
                  status={problem ? 'error' : undefined}
                  min={0.001}
                  step={1}
                  value={l.quantity}
                  onChange={(v) =>
                    onChange(lines.map((x) => (x === l ? { ...x, quantity: Number(v) || x.quantity } : x)))
                  }
                />
                {problem && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {problem}
                  </Typography.Text>
                )}
              </Flex>
            )
          },
        },
        {
          key: 'price',
          title: t('create.unitPrice'),
          align: 'right',
          render: (_, l) => money.usd(l.product.price_usd),
        },
        {
          key: 'amount',
          title: t('create.amount'),
          align: 'right',
          render: (_, l) => money.usd(Math.round(l.product.price_usd * l.quantity)),
        },
        {
          key: 'remove',
          title: '',
          render: (_, l) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('create.remove', { name: localizedName(l.product, lang) })}
              onClick={() => onChange(lines.filter((x) => x !== l))}
            />
          ),
        },
      ]}
    />
  )
}
