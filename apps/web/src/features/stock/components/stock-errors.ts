import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorKey } from '../../../components/resource/field-errors.ts'
import { localizedName, type Translate } from '../../../components/resource/resource-text.ts'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { formatDate } from '../../../lib/dates.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import type { LineError, LineField, LineProduct, StockLine } from './stock-lines.ts'

/** The refusals that name a product (and for a lot, its expiry date) in their sentence. */
const NAMES_A_PRODUCT = new Set(['STOCK_INSUFFICIENT', 'LOT_EXPIRED'])

/**
 * A stock document's failure as a sentence. "Not enough stock for product {name}" names the product in the
 * interface language when the document's lines know it (the server can only send the English name).
 */
export function useStockErrorMessage(): (error: unknown, products?: readonly LineProduct[]) => string {
  const { t } = useTranslation('errors')
  const lang = useLang()
  const generalMessage = useErrorMessage()
  return useCallback(
    (error, products = []) => {
      if (!isApiError(error) || !NAMES_A_PRODUCT.has(error.code)) return generalMessage(error)
      const product = products.find((candidate) => candidate.id === error.params.product_id)
      const product_name = product ? localizedName(product, lang) : String(error.params.product_name ?? '')
      const expiry = error.params.expiry_date
      const expiry_date = typeof expiry === 'string' ? formatDate(expiry) : expiry
      return t(error.code, { ...error.params, product_name, expiry_date })
    },
    [t, lang, generalMessage],
  )
}

/**
 * A document form's failure (what `useDocumentForm` could not put on a field) as its sentence, or null when
 * there is none; the lines' products name the product in the interface language.
 */
export function useFailureText(): (
  failure: unknown,
  lines: readonly { product: LineProduct }[],
) => string | null {
  const describeError = useStockErrorMessage()
  return (failure, lines) =>
    failure
      ? describeError(
          failure,
          lines.map((line) => line.product),
        )
      : null
}

/**
 * The server's 422 on `lines.<n>.<field>` as a translated problem per line key, and the errors of the
 * document's own fields (`store_id`, `reason`) by field.
 */
export function splitDocumentErrors(
  error: unknown,
  lines: readonly StockLine[],
  t: Translate,
): { lines: Map<string, LineError>; fields: Map<string, string> } {
  const byLine = new Map<string, LineError>()
  const byField = new Map<string, string>()
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return { lines: byLine, fields: byField }
  for (const [path, codes] of Object.entries(error.errors)) {
    const code = codes[0]
    const text =
      path.endsWith('.lot_number') && code === 'required'
        ? t('stock:lines.lotRequired')
        : t(fieldErrorKey(code))
    const line = /^lines\.(\d+)\.(\w+)/.exec(path)
    const key = line ? lines[Number(line[1])]?.key : undefined
    const field = line?.[2]
    const onField: LineField = field === 'lot_number' || field === 'expiry_date' ? field : 'quantity'
    if (key) byLine.set(key, { field: onField, text })
    else byField.set(path.split('.')[0] ?? path, text)
  }
  return { lines: byLine, fields: byField }
}
