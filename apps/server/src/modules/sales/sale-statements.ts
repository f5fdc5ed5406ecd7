// The till sale's fixed statements (decision 0045): plain SQL, prepared once per connection, so a checkout pays
// neither the query builder nor a round trip it can share with another statement.
import { DEFAULT_EXCHANGE_RATE, type Order } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { prepared, runPrepared } from '../../db/prepared.ts'
import { AppError } from '../../lib/errors.ts'
import { isAdministrator } from '../access/may.ts'
import { auditValues } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { LastWrites } from '../documents/document.ts'
import { settingsFromJson } from '../settings/settings.service.ts'
import { DOCUMENT_PREFIXES } from './document-numbers.ts'

/**
 * What an online sale reads before it prices: whether the cashier works in the store, their open shift there
 * (share-locked, so it cannot close under the sale), the rate in force and the shop's settings. One round trip
 * instead of four.
 */
const SALE_OPENING = prepared(
  'sale_opening',
  `select exists (select 1 from user_stores where user_id = $1 and store_id = $2) as works_here,
    (select id from shifts where user_id = $1 and store_id = $2 and status = 'open' for share) as shift_id,
    (select rate::text from exchange_rates where effective_at <= now()
      order by effective_at desc, id desc limit 1) as rate,
    (select to_jsonb(s) from settings s where s.id = 1) as settings`,
)

type Opening = {
  works_here: boolean
  shift_id: number | null
  rate: string | null
  settings: Record<string, unknown> | null
}

/** The store access (403 first, as `assertStoreAccess` answers), the open shift, today's rate and the settings. */
export async function openSale(tx: Db, actor: Actor, storeId: number) {
  const [row] = await runPrepared<Opening>(tx, SALE_OPENING, [actor.id, storeId])
  if (!row?.works_here && !isAdministrator(actor)) {
    throw new AppError('FORBIDDEN', 'You do not work in this store.', { store_id: storeId })
  }
  if (row?.shift_id == null) {
    throw new AppError('SHIFT_NOT_OPEN', 'Open a shift at this store before selling.', { store_id: storeId })
  }
  return {
    shiftId: row.shift_id,
    rate: row.rate === null ? DEFAULT_EXCHANGE_RATE : Number(row.rate),
    settings: settingsFromJson(row.settings),
  }
}

/**
 * The sale's last statement: the store's next receipt number (the counter row stays locked to the commit, so
 * numbers are gapless and a rolled-back sale gives its number back), the order takes it, and the audit entry
 * and the stored answer are written with it patched into their JSON. The counter is held for this one round
 * trip. Without an idempotency claim the answer's update matches no row.
 */
const FINISH_SALE = prepared(
  'sale_finish',
  `with next as (
    insert into document_numbers (kind, scope, year, last_number) values ('receipt', $1, $2, 1)
    on conflict (kind, scope, year) do update set last_number = document_numbers.last_number + 1
    returning last_number
  ), numbered as (
    -- lpad cuts a longer text: the millionth receipt keeps its seven digits, as formatNumber's padStart does.
    update orders set number = $3 || lpad(next.last_number::text, greatest(6, length(next.last_number::text)), '0')
    from next where orders.id = $4
    returning orders.number
  ), audit as (
    insert into audit_log (actor_id, resource, record_id, action, before, after)
    select $5, $6, $4, $7, $8::text::jsonb, jsonb_set($9::text::jsonb, '{number}', to_jsonb(numbered.number))
    from numbered
  ), answer as (
    update idempotency_keys
    set status_code = $10, response = jsonb_build_object('data',
      jsonb_set($11::text::jsonb, '{number}', to_jsonb(numbered.number)))
    from numbered where user_id = $12 and key = $13
  )
  select number from numbered`,
)

/** Numbers the sale's receipt and writes its audit entry and stored answer in one statement; returns the number. */
export async function finishSale(
  tx: Db,
  sale: { orderId: number; storeId: number; year: number; document: Order },
  last: LastWrites,
): Promise<string> {
  const { audit, answer } = last
  const before = auditValues(audit.before)
  const [row] = await runPrepared<{ number: string }>(tx, FINISH_SALE, [
    sale.storeId,
    sale.year,
    `${DOCUMENT_PREFIXES.receipt}-${sale.year}-`,
    sale.orderId,
    audit.actorId,
    audit.resource,
    audit.action,
    before === null ? null : JSON.stringify(before),
    JSON.stringify(auditValues(audit.after)),
    answer?.status ?? null,
    JSON.stringify(sale.document),
    answer?.claim.userId ?? null,
    answer?.claim.key ?? null,
  ])
  if (!row) throw new Error('order numbering returned nothing')
  return row.number
}
