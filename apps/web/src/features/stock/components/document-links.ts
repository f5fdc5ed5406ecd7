/**
 * Where the page of a document that moved stock lives, by the `document_type` its movements carry. Each
 * document adds its own entry when it gets a page; a type without one is shown without a link.
 */
const DOCUMENT_PATHS: Record<string, (id: number) => string> = {
  'stock-adjustment': (id) => `/stocks/adjustments/${id}`,
  'stock-receipt': (id) => `/stocks/receipts/${id}`,
  'stock-transfer': (id) => `/stocks/transfer/${id}`,
  'stock-count': (id) => `/stocks/counts/${id}`,
  // A sale, and the returns and cancellations that brought its goods back.
  order: (id) => `/orders/${id}`,
}

/** The app path (without language prefix) of a document, or null when it has no page. */
export function documentPath(type: string, id: number): string | null {
  return DOCUMENT_PATHS[type]?.(id) ?? null
}

const LABEL_KEYS = {
  'stock-adjustment': 'document.stock-adjustment',
  'stock-receipt': 'document.stock-receipt',
  'stock-transfer': 'document.stock-transfer',
  'stock-count': 'document.stock-count',
  'purchase-order': 'document.purchase-order',
  order: 'document.sale',
} as const

/** The translation key naming a document ("Adjustment #12"); unknown types say "{{type}} #{{id}}". */
export function documentLabelKey(type: string) {
  return type in LABEL_KEYS ? LABEL_KEYS[type as keyof typeof LABEL_KEYS] : 'document.other'
}
