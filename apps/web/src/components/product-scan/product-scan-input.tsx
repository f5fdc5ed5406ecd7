import { BarcodeOutlined } from '@ant-design/icons'
import type { Product } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { AutoComplete, type AutoCompleteProps, Flex, Input, Typography } from 'antd'
import { type KeyboardEvent, type Ref, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { useLang } from '../../lib/i18n/use-locale.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { localizedName } from '../resource/resource-text.ts'
import { findProductsByCode, searchProducts } from './product-search.ts'

export type ProductScanInputHandle = { focus: () => void }

type Props = {
  id?: string
  ref?: Ref<ProductScanInputHandle>
  /** A product was scanned, or chosen from the suggestions. */
  onPick: (product: Product) => void
  /** What the last pick did ("Added Rice, quantity 2"), shown where problems with a code are shown. */
  note?: string
  /** How the note reads: a warning about the pick (not enough stock) stands out from a plain note. */
  noteTone?: 'warning' | 'danger'
  disabled?: boolean
}

type Notice = { kind: 'notFound' | 'several'; code: string } | { kind: 'failed'; message: string }

/**
 * The product field of a document's lines (stock documents, open orders). A scanner types a barcode and Enter: the product with that barcode
 * (or SKU) is picked at once and the field is empty again for the next scan, even before the answer arrives.
 * Typing a name shows suggestions to choose with the arrows and Enter, or the mouse. An Enter without a
 * chosen suggestion always means "the code I typed", never the first suggestion of an older search.
 */
export function ProductScanInput({ id, ref, onPick, note = '', noteTone, disabled }: Props) {
  const { t } = useTranslation('stock')
  const lang = useLang()
  const describeError = useErrorMessage()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const query = useDebouncedValue(text.trim(), 250)
  const suggestions = useQuery({
    queryKey: ['product-search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    enabled: query !== '',
    staleTime: 30_000,
  })
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), [])
  // Set when antd picked the active suggestion on this Enter, which it does before our key handler runs.
  const pickedBySelect = useRef(false)
  // Codes are looked up one after another, so quick scans land in the order they were made.
  const pending = useRef(Promise.resolve())

  const products = suggestions.data ?? []
  const options: AutoCompleteProps['options'] =
    query === '' || !open
      ? []
      : products.map((product) => ({
          value: String(product.id),
          label: (
            <Flex justify="space-between" gap={12}>
              <span>{localizedName(product, lang)}</span>
              <Typography.Text type="secondary">
                {[product.sku, product.barcode].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        }))

  const lookUp = (code: string) => {
    pending.current = pending.current.then(async () => {
      try {
        const found = await findProductsByCode(code)
        const [only] = found
        if (found.length === 1 && only) {
          setNotice(null)
          onPick(only)
        } else {
          setNotice({ kind: found.length === 0 ? 'notFound' : 'several', code })
          if (found.length > 1) {
            setText(code)
            setOpen(true)
          }
        }
      } catch (error) {
        setNotice({ kind: 'failed', message: describeError(error) })
      }
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return
    // Enter never submits the document's form from here.
    event.preventDefault()
    if (pickedBySelect.current) {
      pickedBySelect.current = false
      return
    }
    const code = text.trim()
    if (!code) return
    setText('')
    setOpen(false)
    lookUp(code)
  }

  const noticeText =
    notice === null
      ? note
      : notice.kind === 'failed'
        ? notice.message
        : t(notice.kind === 'notFound' ? 'lines.notFound' : 'lines.several', { code: notice.code })

  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <AutoComplete
        value={text}
        options={options}
        open={open && options.length > 0}
        onOpenChange={setOpen}
        defaultActiveFirstOption={false}
        onChange={(next: string) => {
          setText(next)
          setOpen(true)
        }}
        onSelect={(value: string) => {
          pickedBySelect.current = true
          const product = products.find((candidate) => String(candidate.id) === value)
          setText('')
          setOpen(false)
          setNotice(null)
          if (product) onPick(product)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          pickedBySelect.current = false
        }}
        disabled={disabled}
        popupMatchSelectWidth
        style={{ width: '100%' }}
      >
        <Input
          id={id}
          ref={(node) => {
            input.current = node?.input ?? null
          }}
          prefix={<BarcodeOutlined aria-hidden />}
          placeholder={t('lines.scanPlaceholder')}
          aria-label={t('lines.scanLabel')}
          aria-describedby={id ? `${id}-notice` : undefined}
          autoComplete="off"
          status={notice && notice.kind !== 'several' ? 'error' : undefined}
        />
      </AutoComplete>
      <Typography.Text
        id={id ? `${id}-notice` : undefined}
        type={notice ? 'danger' : (noteTone ?? 'secondary')}
        role="status"
        aria-live="polite"
      >
        {noticeText}
      </Typography.Text>
    </Flex>
  )
}
