import type { Notification } from '@sms/contract'
import { formatDate } from '../../../lib/dates.ts'
import { numberFormat, numberLocale } from '../../../lib/number-locale.ts'

type Params = Notification['params']

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The Khmer name where the row has one and the reader reads Khmer, else the English one. */
function named(params: Params, key: string, khmer: boolean) {
  return text((khmer && params[`${key}_kh`]) || params[key])
}

/** A document's number as the row names it: its number or code, else `#id`. */
function documentNumber(params: Params) {
  const number = params.number ?? params.code ?? params.document_number
  if (number !== undefined && number !== null) return String(number)
  const id = params.transfer_id ?? params.adjustment_id ?? params.document_id ?? params.id
  return id === undefined || id === null ? '' : `#${id}`
}

/**
 * The values a notification's sentence is built from, in the reader's language: rows carry a kind and params
 * (ids, English and Khmer names, quantities), never text. Missing params read as empty, never as `{{x}}`.
 */
export function notificationValues(notification: Notification, khmer: boolean, langTag: string) {
  const { params } = notification
  const number = (value: string | number | null | undefined) =>
    typeof value === 'number' ||
    (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
      ? numberFormat(numberLocale(langTag), { maximumFractionDigits: 3 }).format(Number(value))
      : text(value)
  const lot = text(params.lot_number)
  return {
    product: named(params, 'product_name', khmer),
    store: named(params, 'store_name', khmer),
    from_store: named(params, 'from_store_name', khmer),
    to_store: named(params, 'to_store_name', khmer),
    number: documentNumber(params),
    on_hand: number(params.on_hand),
    threshold: number(params.threshold),
    lot,
    date: typeof params.expiry_date === 'string' ? formatDate(params.expiry_date) : '',
    rate: number(params.rate),
    previous: number(params.previous),
    user: text(params.user_name),
    typed_by: text(params.typed_by),
    offline_number: text(params.offline_number),
  }
}

/**
 * The key of a notification's sentence. An expiry alert is recorded before the date; read after it, the lot
 * "expired on" that day rather than "expires on" it. `today` is the reader's calendar day (`YYYY-MM-DD`).
 */
export function notificationKey(
  notification: Notification,
  today: string,
): `kinds.${Notification['kind'] | 'expired'}` {
  const date = notification.params.expiry_date
  if (notification.kind === 'expiring' && typeof date === 'string' && date < today) return 'kinds.expired'
  return `kinds.${notification.kind}`
}
