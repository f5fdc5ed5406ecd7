import type { ExchangeRate, NbcImportResult } from '@sms/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { exchangeRates } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { recordNotification } from '../notifications/notifications.service.ts'
import { readSettings } from '../settings/settings.service.ts'
import { assertWithinBand, currentRate, present, rateReaders, withNames } from './exchange-rates.service.ts'
import { NbcFeedRefused, parseNbcFeed } from './nbc-feed.ts'

/** The NBC's rate of a day holds from that day's start in Phnom Penh (UTC+7 all year). */
const dayStart = (date: string) => new Date(`${date}T00:00:00+07:00`)

function parsed(xml: string) {
  try {
    return parseNbcFeed(xml)
  } catch (error) {
    if (!(error instanceof NbcFeedRefused)) throw error
    throw new AppError('VALIDATION_FAILED', error.message, { code: error.code }, { xml: [error.code] })
  }
}

/**
 * Adds the USD/KHR days of an NBC feed to the rate history (decision 0039), each at the figure the shop chose
 * (the average by default) with all three kept beside it, in force from the day's start. A day already
 * imported is skipped, so importing the same feed twice changes nothing; a figure outside the shop's band
 * refuses the whole feed. Each entry is audited; the people who take money hear of a new rate in force.
 */
export async function importNbcFeed(db: Db, actor: Actor, xml: string, options: WriteOptions) {
  const days = parsed(xml)
  return writeDocument<NbcImportResult>(
    db,
    actor,
    { ...options, resource: 'exchange-rates', action: 'imported', status: 201 },
    async (tx, ctx) => {
      const { nbc_rate_figure: figure } = await readSettings(tx)
      const before = await currentRate(tx)
      const known = await tx
        .select({ effective_at: exchangeRates.effective_at })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.source, 'nbc'),
            inArray(
              exchangeRates.effective_at,
              days.map((day) => dayStart(day.date)),
            ),
          ),
        )
      const knownTimes = new Set(known.map((row) => row.effective_at.getTime()))
      const imported: ExchangeRate[] = []
      const skipped: NbcImportResult['skipped'] = []
      for (const day of days) {
        if (knownTimes.has(dayStart(day.date).getTime())) {
          skipped.push({ date: day.date, reason: 'already_imported' })
          continue
        }
        await assertWithinBand(tx, day[figure])
        const [inserted] = await tx
          .insert(exchangeRates)
          .values({
            rate: day[figure],
            effective_at: dayStart(day.date),
            source: 'nbc',
            nbc_bid: day.bid,
            nbc_ask: day.ask,
            nbc_average: day.average,
            created_by: actor.id,
          })
          .returning({ id: exchangeRates.id })
        if (!inserted) throw new Error('the NBC rate was not inserted')
        const [row] = await withNames(tx).where(eq(exchangeRates.id, inserted.id))
        if (!row) throw new Error('the NBC rate just inserted is missing')
        const entry = present(row)
        await recordAudit(tx, {
          actorId: actor.id,
          resource: 'exchange-rates',
          recordId: entry.id,
          action: 'imported',
          after: entry,
        })
        imported.push(entry)
      }
      const after = await currentRate(tx)
      if (after.rate !== before.rate || after.effective_at !== before.effective_at) {
        ctx.emit({ type: 'exchange-rate.updated', ...after })
        await recordNotification(
          tx,
          (await rateReaders(tx, actor.id)).map((user_id) => ({
            user_id,
            kind: 'exchange_rate_changed' as const,
            params: { rate: after.rate, previous: before.rate, effective_at: after.effective_at },
            link: null,
          })),
          ctx.emit,
        )
      }
      return { id: null, document: { imported, skipped } }
    },
  )
}

/** Reads the feed from the URL in the settings, when the shop configured one and the server can reach it. */
export async function fetchNbcFeed(db: Db, fetchFeed: typeof fetch = fetch): Promise<string> {
  const { nbc_feed_url: url } = await readSettings(db)
  if (!url)
    throw new AppError('VALIDATION_FAILED', 'No NBC feed address is set in the settings.', undefined, {
      nbc_feed_url: ['nbc_feed_url_missing'],
    })
  try {
    const response = await fetchFeed(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return await response.text()
  } catch (error) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The NBC feed could not be read from ${url}: ${(error as Error).message}. Paste or upload it instead.`,
      { url },
      { nbc_feed_url: ['nbc_feed_unreachable'] },
    )
  }
}
