import { KHQR_LIFETIME_MINUTES, type Khqr, type khqrRequestSchema } from '@sms/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { CURRENCY, KHQR, TAG } from 'ts-khqr'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { stores } from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { readSettings } from '../settings/settings.service.ts'

type KhqrInput = z.output<typeof khqrRequestSchema>

/** KHQR's own limits on the texts it carries. */
const STORE_LABEL_MAX = 25
const MERCHANT_NAME_MAX = 25

/** The amount as KHQR writes it: dollars with 2 decimals (from cents), or whole riel. */
const khqrAmount = (amount: number, currency: KhqrInput['currency']) =>
  currency === 'USD' ? Number((amount / 100).toFixed(2)) : amount

/**
 * A dynamic KHQR code for the exact amount, paid to the shop's Bakong account (decision 0020), with the bill
 * number and the store's code in it and an expiry of KHQR_LIFETIME_MINUTES. Generated and then verified
 * (CRC and structure) with `ts-khqr` before it leaves the server; nothing is stored: the cashier confirms the
 * payment at checkout with its reference.
 */
export async function createKhqr(db: Db, actor: Actor, input: KhqrInput, now = Date.now()): Promise<Khqr> {
  await assertStoreAccess(db, actor, input.store_id)
  const [store] = await db
    .select({ code: stores.code, name_en: stores.name_en })
    .from(stores)
    .where(and(eq(stores.id, input.store_id), isNull(stores.deleted_at)))
  if (!store) throw fieldErrors({ store_id: ['not_found'] })
  const settings = await readSettings(db)
  if (!settings.bakong_account_id) {
    throw new AppError('KHQR_NOT_CONFIGURED', 'The shop has no Bakong account in its settings.')
  }
  const merchantName = (
    settings.bakong_merchant_name ??
    settings.legal_name_en ??
    settings.system_title
  ).slice(0, MERCHANT_NAME_MAX)
  const expiresAt = now + KHQR_LIFETIME_MINUTES * 60_000
  const generated = KHQR.generate({
    // An individual account (tag 29): the shop's Bakong ID is all a shop has without a bank's merchant ID.
    tag: TAG.INDIVIDUAL,
    accountID: settings.bakong_account_id,
    merchantName,
    merchantCity: settings.bakong_merchant_city ?? undefined,
    currency: input.currency === 'USD' ? CURRENCY.USD : CURRENCY.KHR,
    amount: khqrAmount(input.amount, input.currency),
    expirationTimestamp: expiresAt,
    additionalData: { billNumber: input.bill_number, storeLabel: store.code.slice(0, STORE_LABEL_MAX) },
  })
  if (generated.status.code !== 0 || !generated.data || !KHQR.verify(generated.data.qr).isValid) {
    // The settings' values are checked on save, so this is a value KHQR refuses that we let through.
    throw new AppError('VALIDATION_FAILED', generated.status.message ?? 'KHQR refused the code.', {
      khqr_error: generated.status.errorCode,
    })
  }
  return { qr: generated.data.qr, md5: generated.data.md5, expires_at: new Date(expiresAt).toISOString() }
}
