import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Input, Table, type TableColumnsType, Typography } from 'antd'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ProductScanInput,
  type ProductScanInputHandle,
} from '../../../components/product-scan/product-scan-input.tsx'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { DateInput } from '../../../components/resource/widgets/date-input.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { errorOn, WithError } from './line-problems.tsx'
import {
  addLotLine,
  addScannedProduct,
  isQuantityText,
  type LineError,
  type LineProduct,
  type StockLine,
} from './stock-lines.ts'

/** A column a document adds to the lines (a count's expected quantity, a receipt's unit cost). */
export type ExtraLineColumn = {
  key: string
  title: ReactNode
  render: (line: StockLine, index: number) => ReactNode
  align?: 'left' | 'right' | 'center'
  width?: number
}

type Props = {
  /** The lines, owned by the document's form. */
  value: readonly StockLine[]
  onChange: (lines: StockLine[]) => void
  /** Quantities may be negative (an adjustment takes stock out). */
  signed?: boolean
  /** Lot number and expiry date columns for lot-tracked products (receiving, adjusting lots). */
  withLots?: boolean
  /** What one scan adds; "1" by default. */
  scanStep?: string
  /** The quantity column's title; "Quantity" by default. */
  quantityLabel?: string
  /** Columns of the document between quantity and the lot columns. */
  extraColumns?: readonly ExtraLineColumn[]
  /** A translated problem per line key (from the document's own checks or the server's 422). */
  errors?: ReadonlyMap<string, LineError>
  disabled?: boolean
  /** Labels the scan field, for a form label's `htmlFor`. */
  id?: string
}

/**
 * The lines of any stock document (adjustment, purchase order, transfer, count): a scan field on top, then one
 * row per product with its quantity (up to 3 decimals), optional lot and expiry, and a remove button.
 * Scanning a product again adds to its line. After typing a quantity, Enter goes back to the scan field.
 */
export function StockLinesInput({
  value,
  onChange,
  signed = false,
  withLots = false,
  scanStep = '1',
  quantityLabel,
  extraColumns = [],
  errors,
  disabled = false,
  id,
}: Props) {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const fallbackId = useId()
  const scanId = id ?? `${fallbackId}-scan`
  const scan = useRef<ProductScanInputHandle>(null)
  // Scans resolve one after another faster than React re-renders: each builds on the lines the last one made.
  const latest = useRef(value)
  latest.current = value
  // "Added Rice, quantity 2": what the last scan did, shown and read out under the scan field.
  const [note, setNote] = useState('')
  const quantityInputs = useRef(new Map<string, HTMLInputElement>())
  const [focusKey, setFocusKey] = useState<string | null>(null)

  const change = (lines: StockLine[]) => {
    latest.current = lines
    onChange(lines)
  }

  const pick = (product: LineProduct) => {
    const next = addScannedProduct(latest.current, product, scanStep)
    change(next.lines)
    const line = next.lines.find((candidate) => candidate.key === next.key)
    setNote(t('lines.added', { name: localizedName(product, lang), quantity: line?.quantity ?? scanStep }))
  }

  const update = (key: string, patch: Partial<StockLine>) =>
    change(latest.current.map((line) => (line.key === key ? { ...line, ...patch } : line)))

  const remove = (key: string) => {
    change(latest.current.filter((line) => line.key !== key))
    scan.current?.focus()
  }

  const splitLot = (key: string) => {
    const next = addLotLine(latest.current, key)
    change(next.lines)
    setFocusKey(next.key)
  }

  // A new lot line gets the focus on its quantity once it is drawn.
  useEffect(() => {
    if (!focusKey) return
    quantityInputs.current.get(focusKey)?.focus()
    setFocusKey(null)
  }, [focusKey])

  const nameOf = (line: StockLine) => localizedName(line.product, lang)
  const showLots = withLots && value.some((line) => line.product.is_lot_tracked)

  const columns: TableColumnsType<StockLine> = [
    {
      key: 'product',
      title: t('lines.product'),
      render: (_, line) => (
        <Flex vertical>
          <span>{nameOf(line)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[line.product.sku, line.product.barcode].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'quantity',
      title: quantityLabel ?? t('lines.quantity'),
      width: 150,
      render: (_, line) => {
        const invalid = line.quantity.trim() !== '' && !isQuantityText(line.quantity, { signed })
        const error =
          errorOn(errors?.get(line.key), 'quantity') ?? (invalid ? t('lines.quantityInvalid') : undefined)
        return (
          <WithError error={error}>
            <Input
              ref={(node) => {
                const element = node?.input
                if (element) quantityInputs.current.set(line.key, element)
                else quantityInputs.current.delete(line.key)
              }}
              value={line.quantity}
              inputMode="decimal"
              aria-label={t('lines.quantityOf', { name: nameOf(line) })}
              aria-invalid={Boolean(error)}
              status={error ? 'error' : undefined}
              disabled={disabled}
              onChange={(event) => update(line.key, { quantity: event.target.value })}
              onPressEnter={(event) => {
                event.preventDefault()
                scan.current?.focus()
              }}
              style={{ textAlign: 'right' }}
            />
          </WithError>
        )
      },
    },
    ...extraColumns.map((column) => ({
      key: column.key,
      title: column.title,
      align: column.align,
      width: column.width,
      render: (_: unknown, line: StockLine, index: number) => column.render(line, index),
    })),
    ...(showLots
      ? ([
          {
            key: 'lot_number',
            title: t('lines.lotNumber'),
            width: 180,
            render: (_, line) =>
              line.product.is_lot_tracked ? (
                <WithError error={errorOn(errors?.get(line.key), 'lot_number')}>
                  <Input
                    value={line.lot_number}
                    aria-label={t('lines.lotNumberOf', { name: nameOf(line) })}
                    aria-invalid={Boolean(errorOn(errors?.get(line.key), 'lot_number'))}
                    status={errorOn(errors?.get(line.key), 'lot_number') ? 'error' : undefined}
                    disabled={disabled}
                    maxLength={64}
                    onChange={(event) => update(line.key, { lot_number: event.target.value })}
                    onPressEnter={(event) => event.preventDefault()}
                  />
                </WithError>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            key: 'expiry_date',
            title: t('lines.expiryDate'),
            width: 170,
            render: (_, line) =>
              line.product.is_lot_tracked ? (
                <WithError error={errorOn(errors?.get(line.key), 'expiry_date')}>
                  <DateInput
                    value={line.expiry_date}
                    aria-label={t('lines.expiryDateOf', { name: nameOf(line) })}
                    status={errorOn(errors?.get(line.key), 'expiry_date') ? 'error' : undefined}
                    disabled={disabled}
                    onChange={(expiry_date) => update(line.key, { expiry_date })}
                  />
                </WithError>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
        ] satisfies TableColumnsType<StockLine>)
      : []),
    {
      key: 'actions',
      title: t('lines.actions'),
      width: showLots ? 110 : 60,
      align: 'right',
      render: (_, line) => (
        <Flex gap={4} justify="end">
          {withLots && line.product.is_lot_tracked && (
            <Button
              type="text"
              icon={<PlusOutlined />}
              aria-label={t('lines.addLotOf', { name: nameOf(line) })}
              title={t('lines.addLot')}
              disabled={disabled}
              onClick={() => splitLot(line.key)}
            />
          )}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('lines.removeOf', { name: nameOf(line) })}
            title={t('lines.remove')}
            disabled={disabled}
            onClick={() => remove(line.key)}
          />
        </Flex>
      ),
    },
  ]

  return (
    <Flex vertical gap={12}>
      <ProductScanInput id={scanId} ref={scan} onPick={pick} note={note} disabled={disabled} />
      <Table<StockLine>
        rowKey="key"
        columns={columns}
        dataSource={[...value]}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('lines.empty')}</Typography.Text> }}
        summary={() =>
          value.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length}>
                <Typography.Text type="secondary">
                  {t('lines.count', { count: value.length })}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Flex>
  )
}
