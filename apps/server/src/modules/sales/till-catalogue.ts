import { type TillCatalogue, type tillCatalogueQuerySchema, tillRoutes } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { shopTodaySql } from '../../kernel/shop-day.ts'
import { serve } from '../../plugins/serve.ts'
import { assertLiveStore, assertStoreAccess } from '../access/store-access.ts'
import { currentRate } from '../exchange-rates/exchange-rates.service.ts'
import { taxesOfProducts } from '../taxes/product-taxes.ts'

type Row = Omit<TillCatalogue['products'][number], 'on_hand' | 'price_usd' | 'price_khr'> & {
  on_hand: string
  price_usd: string | number
  price_khr: string | number
  removed: boolean
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * The products a delta (`since`) lists: those whose row, unit, category, taxes or stock level at the store
 * changed after `since`. One indexed branch per source, so a later start with nothing changed reads a few index
 * pages instead of testing all 100,000 products. A tax linked to the product, itself or through its category,
 * counts when it was edited (its rate, status, order, names; deleted or restored), so the till prices with it
 * again (decision 0047); linking and unlinking are edits of the product or category. Both links are read, not
 * just the ones charged: a product listed once too often costs nothing.
 */
const changedSince = (since: string, storeId: number) => sql`
    select id from products where updated_at > ${since}
    union select id from products where deleted_at > ${since}
    union select product_id from stock_levels where store_id = ${storeId} and updated_at > ${since}
    union select p.id from products p join units u on u.id = p.unit_id where u.updated_at > ${since}
    union select p.id from products p join categories c on c.id = p.category_id where c.updated_at > ${since}
    union select pt.product_id from product_taxes pt join taxes t on t.id = pt.tax_id where t.updated_at > ${since}
    union select p.id from products p join category_taxes ct on ct.category_id = p.category_id
      join taxes t on t.id = ct.tax_id where t.updated_at > ${since}`

/**
 * One keyset page of the store's catalogue as the till keeps it. A full read lists active products; a delta
 * lists every product changed since (`changedSince`), those deleted or deactivated meanwhile coming back as ids
 * to drop.
 */
async function readCataloguePage(db: Db, query: z.output<typeof tillCatalogueQuerySchema>) {
  const since = query.updated_since ? new Date(query.updated_since).toISOString() : null
  const changed =
    since === null
      ? sql`p.deleted_at is null and p.status`
      : sql`p.id in (${changedSince(since, query.store_id)})`
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select p.id, p.sku, p.barcode, p.name_en, p.name_kh, p.price_usd, p.price_khr, p.taxable,
        p.is_lot_tracked, p.unit_id, u.name_en as unit_en, u.name_kh as unit_kh,
        coalesce(u.divisible, true) as divisible, p.category_id, c.name_en as category_en,
        c.name_kh as category_kh, coalesce(l.on_hand, 0)::text as on_hand,
        (p.deleted_at is not null or not p.status) as removed
      from products p
      left join units u on u.id = p.unit_id
      left join categories c on c.id = p.category_id
      left join stock_levels l on l.store_id = ${query.store_id} and l.product_id = p.id
      where p.id > ${query.after} and ${changed}
      order by p.id
      limit ${query.limit + 1}`),
  )
  const page = rows.slice(0, query.limit)
  const hasMore = rows.length > query.limit
  const kept = page.filter((row) => !row.removed)
  const taxes = await taxesOfProducts(
    db,
    kept.map((row) => row.id),
  )
  return {
    products: kept.map(({ removed: _removed, ...row }) => ({
      ...row,
      price_usd: Number(row.price_usd),
      price_khr: Number(row.price_khr),
      on_hand: Number(row.on_hand),
      taxes: taxes.get(row.id) ?? [],
    })),
    deleted_ids: page.filter((row) => row.removed).map((row) => row.id),
    next_after: hasMore ? (page.at(-1)?.id ?? null) : null,
  }
}

/** Discounts a till may apply today or later: active, not deleted, not ended (the shop's calendar day). */
async function readDiscounts(db: Db) {
  const rows = rowsOf<TillCatalogue['discounts'][number] & { value: string | number }>(
    await db.execute(sql`
      select id, name_en, name_kh, type, value, starts_on::text as starts_on, ends_on::text as ends_on
      from discounts
      where status and deleted_at is null
        and (ends_on is null or ends_on >= ${shopTodaySql})
      order by id`),
  )
  return rows.map((row) => ({ ...row, value: Number(row.value) }))
}

/** The till's catalogue for the device (decision 0031): store-scoped, under the right to sell. */
export async function readTillCatalogue(db: Db, query: z.output<typeof tillCatalogueQuerySchema>) {
  // Taken before the reads, so a change made while they run is read again by the next delta.
  const serverTime = new Date().toISOString()
  const [page, discounts, rate] = await Promise.all([
    readCataloguePage(db, query),
    readDiscounts(db),
    currentRate(db),
  ])
  return { ...page, discounts, server_time: serverTime, rate: rate.rate } satisfies TillCatalogue
}

export function registerTillCatalogueRoutes(app: FastifyInstance) {
  serve(app, tillRoutes.catalogue, async ({ request, actor, query }) => {
    const db = request.server.db
    await assertStoreAccess(db, actor, query.store_id)
    // An administrator may read any store: one that is not there is named, not sold from as an empty shop.
    await assertLiveStore(db, query.store_id)
    return { data: await readTillCatalogue(db, query) }
  })
}
