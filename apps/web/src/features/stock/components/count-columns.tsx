import type { StockCount } from '@sms/contract'
import { Flex, Input, type TableColumnsType, Tag, Typography } from 'antd'
import type { Dispatch, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { formatUsd } from '../../../lib/money.ts'
import { Quantity } from './quantity.tsx'
import { addQuantities, isQuantityText, type LineProduct } from './stock-lines.ts'

export type CountLine = StockCount['lines'][number]
/** A product scanned on the shelf that the count does not list yet; it joins the count when saved. */
export type AddedLine = { key: string; product: LineProduct; lot_number: string; counted: string }
export type CountRow =
  | { key: string; line: CountLine; added?: undefined }
  | { key: string; added: AddedLine; line?: undefined }
type Line = CountLine
type Row = CountRow

/** counted − expected as a number, exactly (in thousandths); null while the text is not a quantity. */
const minus = (counted: string, expected: number) =>
  isQuantityText(counted) ? Number(addQuantities(counted, String(-expected))) : null

/**
 * The count's table: product, lot (typed for a lot-tracked product scanned in), expected, the counted input,
 * the difference and its value at cost, from the page's edits.
 */
export function useCountColumns({
  isOpen,
  edits,
  textOf,
  nameOf,
  setEdits,
  setAdded,
}: {
  isOpen: boolean
  edits: Record<number, string>
  textOf: (line: Line) => string
  nameOf: (line: Pick<Line, 'product_name_en' | 'product_name_kh'>) => string
  setEdits: Dispatch<SetStateAction<Record<number, string>>>
  setAdded: Dispatch<SetStateAction<AddedLine[]>>
}): TableColumnsType<Row> {
  const { t, i18n } = useTranslation('stock')
  const lang = useLang()
  const tag = i18n.language

  const countedInput = (row: Row) => {
    const value = row.line ? textOf(row.line) : row.added.counted
    const name = row.line ? nameOf(row.line) : localizedName(row.added.product, lang)
    const bad = value.trim() !== '' && !isQuantityText(value)
    return (
      <Flex vertical gap={2}>
        <Input
          value={value}
          inputMode="decimal"
          placeholder={t('counts.notCounted')}
          aria-label={t('counts.countedOf', { name })}
          aria-invalid={bad}
          status={bad ? 'error' : undefined}
          disabled={!isOpen}
          onChange={(event) => {
            const text = event.target.value
            if (row.line) setEdits((current) => ({ ...current, [row.line.id]: text }))
            else setAdded((current) => current.map((e) => (e.key === row.key ? { ...e, counted: text } : e)))
          }}
          style={{ textAlign: 'right' }}
        />
        {bad && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('counts.invalid')}
          </Typography.Text>
        )}
      </Flex>
    )
  }

  return [
    {
      key: 'product',
      title: t('counts.product'),
      render: (_, row) => {
        const name = row.line ? nameOf(row.line) : localizedName(row.added.product, lang)
        const sku = row.line ? row.line.sku : row.added.product.sku
        return (
          <Flex vertical>
            <span>{name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {sku}
            </Typography.Text>
          </Flex>
        )
      },
    },
    {
      key: 'lot',
      title: t('counts.lot'),
      render: (_, row) => {
        if (row.line) {
          if (!row.line.lot_number) return '—'
          return (
            <Flex vertical>
              <span>{row.line.lot_number}</span>
              {row.line.expiry_date && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(row.line.expiry_date)}
                </Typography.Text>
              )}
            </Flex>
          )
        }
        if (!row.added.product.is_lot_tracked) return '—'
        const missing = !row.added.lot_number.trim()
        return (
          <Input
            value={row.added.lot_number}
            maxLength={64}
            aria-label={t('counts.lotNumberOf', { name: localizedName(row.added.product, lang) })}
            status={missing ? 'error' : undefined}
            placeholder={t('counts.lotRequired')}
            onChange={(event) =>
              setAdded((current) =>
                current.map((e) => (e.key === row.key ? { ...e, lot_number: event.target.value } : e)),
              )
            }
          />
        )
      },
    },
    {
      key: 'expected',
      title: t('counts.expected'),
      align: 'right',
      render: (_, row) =>
        row.line ? (
          <Quantity value={row.line.expected_quantity} />
        ) : (
          <Tag color="blue">{t('counts.newLine')}</Tag>
        ),
    },
    { key: 'counted', title: t('counts.counted'), width: 150, render: (_, row) => countedInput(row) },
    {
      key: 'difference',
      title: t('counts.difference'),
      align: 'right',
      render: (_, row) => {
        if (!row.line) return '—'
        const text = textOf(row.line)
        const difference = text === '' ? null : minus(text, row.line.expected_quantity)
        return difference === null ? '—' : <Quantity value={difference} signed />
      },
    },
    {
      key: 'value',
      title: t('counts.value'),
      align: 'right',
      render: (_, row) => {
        if (!row.line || row.line.unit_cost_usd === null) return '—'
        const text = textOf(row.line)
        const difference = text === '' ? null : minus(text, row.line.expected_quantity)
        if (difference === null) return '—'
        // Saved lines show the server's figure; an edit shows the same sum (cents × thousandths, rounded once).
        const cents =
          edits[row.line.id] === undefined && row.line.difference_value_usd !== null
            ? row.line.difference_value_usd
            : Math.round((Math.round(difference * 1000) * row.line.unit_cost_usd) / 1000)
        return formatUsd(cents, tag)
      },
    },
  ]
}
