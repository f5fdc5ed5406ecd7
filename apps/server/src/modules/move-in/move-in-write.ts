import type { ImportEvent } from '@sms/contract'
import { inArray, like, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { categories, products, stockLevels, stores, units, userStores } from '../../db/schema/index.ts'
import { storesOf } from '../access/store-access.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentEvent, EventBus } from '../documents/events.ts'
import { productsServerResource } from '../products/products.resources.ts'
import { writeImport } from '../resources/resource.import-write.ts'
import { createAdjustment } from '../stock/stock-adjustments.service.ts'
import { splitName } from './move-in-cells.ts'
import type { MoveInPlan } from './move-in-plan.ts'
import { KNOWN_UNITS } from './move-in-targets.ts'

type Counts = Extract<ImportEvent, { type: 'done' }>

/** "Main Street 2" -> "MAIN-STREET-2"; a Khmer-only name gives the fallback. Taken codes get -2, -3... */
async function freeCode(tx: Db, table: PgTable, column: PgColumn, name: string, fallback: string) {
  const base =
    name
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || fallback
  const taken = new Set(
    (
      await tx
        .select({ code: column })
        .from(table)
        .where(like(column, `${base}%`))
    ).map((r) => String(r.code)),
  )
  let code = base
  for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`
  return code
}

/** Inserts one named record with its audit entry, the resource layer's `created`, and answers its id. */
async function createNamed(
  tx: Db,
  actor: Actor,
  resource: 'stores' | 'categories' | 'units',
  values: Record<string, unknown>,
) {
  const table = { stores, categories, units }[resource]
  const code = await freeCode(
    tx,
    table,
    table.code,
    String(values.code ?? values.name_en),
    resource.toUpperCase(),
  )
  const [row] = await tx
    .insert(table)
    .values({ ...values, code, created_by: actor.id, updated_by: actor.id } as typeof stores.$inferInsert)
    .returning()
  if (!row) throw new Error(`${resource} insert returned nothing`)
  await recordAudit(tx, { actorId: actor.id, resource, recordId: row.id, action: 'created', after: row })
  return row.id
}

/**
 * Brings a planned catalogue in, in ONE transaction (all or nothing): new stores, categories and units,
 * the products through the resource layer's import writer, each store's alert levels, and each store's
 * opening stock as one `initial` stock adjustment through the document writer and the ledger (it waits for
 * approval like any adjustment its author may not post). Live events go out after the commit.
 */
export async function writeMoveIn(
  db: Db,
  actor: Actor,
  plan: MoveInPlan,
  events: EventBus,
  onProgress: (done: number) => void,
): Promise<Counts> {
  // The adjustments' events wait for this transaction, not for their own savepoints.
  const queued: DocumentEvent[] = []
  const collector = new EventBus()
  collector.subscribe((event) => queued.push(event))
  const counts = await db.transaction(async (tx) => {
    const storeIds = new Map<string, number>()
    const worksEverywhere = (await storesOf(tx, actor)) === 'all'
    for (const { name, target } of plan.stores) {
      if (target === 'skip') continue
      if (target !== 'new') {
        storeIds.set(name, target)
        continue
      }
      const storeId = await createNamed(tx, actor, 'stores', splitName(name))
      // Whoever opens a store by moving in works in it, or its opening stock would be refused to them.
      if (!worksEverywhere) await tx.insert(userStores).values({ user_id: actor.id, store_id: storeId })
      storeIds.set(name, storeId)
    }
    const categoryIds = new Map<string, number | null>()
    for (const [name, id] of plan.categories) {
      const mayCreate = actor.permissions.has('categories.create')
      categoryIds.set(
        name,
        id ?? (mayCreate ? await createNamed(tx, actor, 'categories', splitName(name)) : null),
      )
    }
    const unitIds = new Map<string, number | null>()
    for (const [code, id] of plan.units) {
      const known = KNOWN_UNITS[code] ?? { name_en: code, name_kh: null, divisible: false }
      const mayCreate = actor.permissions.has('units.create')
      const values = { code, name_en: known.name_en, name_kh: known.name_kh, divisible: known.divisible }
      unitIds.set(code, id ?? (mayCreate ? await createNamed(tx, actor, 'units', values) : null))
    }

    const rows = plan.products.map((p) => ({
      values: {
        ...p.values,
        category_id: categoryIds.get(p.category) ?? null,
        unit_id: unitIds.get(p.unit) ?? null,
      },
    }))
    const written = await writeImport(tx, actor, productsServerResource, rows, [], onProgress)
    const skus = plan.products.map((p) => String(p.values.sku))
    const idOf = new Map<string, number>()
    for (let start = 0; start < skus.length; start += 5000) {
      const found = await tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, skus.slice(start, start + 5000)))
      for (const row of found) idOf.set(row.sku, row.id)
    }
    for (const [name, storeId] of storeIds) {
      await setThresholds(tx, actor, storeId, plan, name, idOf)
      const lines = plan.products.flatMap((p) => {
        const quantity = p.stock.get(name)
        const productId = idOf.get(String(p.values.sku))
        return quantity && productId
          ? [{ product_id: productId, quantity, lot_number: null, expiry_date: null }]
          : []
      })
      if (lines.length === 0) continue
      const note = `Opening stock from ${plan.source} (${name})`.slice(0, 500)
      await createAdjustment(
        tx,
        actor,
        { store_id: storeId, reason: 'initial', note, lines },
        { events: collector, idempotency: null },
      )
    }
    return written
  })
  events.publish(queued)
  return { type: 'done', ...counts }
}

/** A store's alert level per product: the level row (0 on hand, as the ledger has it) carries it. */
async function setThresholds(
  tx: Db,
  actor: Actor,
  storeId: number,
  plan: MoveInPlan,
  name: string,
  idOf: Map<string, number>,
) {
  const values = plan.products.flatMap((p) => {
    const threshold = p.thresholds.get(name)
    const productId = idOf.get(String(p.values.sku))
    return threshold !== undefined && productId
      ? [{ store_id: storeId, product_id: productId, low_stock_threshold: threshold }]
      : []
  })
  for (let start = 0; start < values.length; start += 1000) {
    await tx
      .insert(stockLevels)
      .values(values.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [stockLevels.store_id, stockLevels.product_id],
        set: { low_stock_threshold: sql`excluded.low_stock_threshold` },
      })
  }
  if (values.length > 0) {
    await recordAudit(tx, {
      actorId: actor.id,
      resource: 'stocks',
      recordId: storeId,
      action: 'thresholds_imported',
      after: { store_id: storeId, thresholds: values.length, source: plan.source },
    })
  }
}
