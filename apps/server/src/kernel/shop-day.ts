import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * The shop's calendar: days, years and reports are counted in Phnom Penh (UTC+7, no daylight saving), so a
 * sale at 23:30 there belongs to that day although it is 16:30 UTC, and one at 06:30 belongs to the same day
 * although UTC is still on the one before. Every "today" and "the day of" in the server comes from here, once
 * in JavaScript and once in SQL, so the two can never disagree.
 */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh'

// Built once: constructing a DateTimeFormat costs more than formatting with it.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })

/** The shop's day of an instant as `YYYY-MM-DD` (an offline sale's day, a document's issue date). */
export const shopDay = (at: Date) => dayFormat.format(at)

/** Today in the shop as `YYYY-MM-DD`: a discount ending today still counts until midnight there. */
export const shopToday = () => shopDay(new Date())

/**
 * The zone as a SQL literal (a constant, never user input), not a bound parameter: PostgreSQL matches a
 * GROUP BY expression to its SELECT only when the text is the same, and two parameters never are.
 */
export const SHOP_ZONE_SQL = sql.raw(`'${SHOP_TIME_ZONE.replaceAll("'", "''")}'`)

/** The shop's day of a timestamptz column or expression, as a SQL `date`. */
export const shopDaySql = (at: SQL | PgColumn) => sql`(${at} at time zone ${SHOP_ZONE_SQL})::date`

/** Today in the shop as a SQL `date`, read from the database's clock when the statement runs. */
export const shopTodaySql = shopDaySql(sql`now()`)
