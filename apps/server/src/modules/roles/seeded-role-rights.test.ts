import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createUnit } from '../../db/factories/catalogue.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { createStockTestApp } from '../stock/stock-test-kit.ts'

// Issue 18's "existing installations": the migration that brings the seeded roles and the units up to date.
const t = await createStockTestApp()
const file = fs.readdirSync(migrationsFolder).find((name) => name.endsWith('_seeded_role_rights.sql'))
const statements = fs
  .readFileSync(path.join(migrationsFolder, file as string), 'utf8')
  .split('--> statement-breakpoint')
const run = async () => {
  for (const statement of statements) await t.db.execute(sql.raw(statement))
}
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
const holds = async (where: ReturnType<typeof sql>, permission: string) =>
  (
    await rows(sql`select 1 from role_permissions rp join roles r on r.id = rp.role_id
      join permissions p on p.id = rp.permission_id where ${where} and p.name = ${permission}`)
  ).length > 0
const systemRole = (key: string) => sql`r.system_key = ${key}`
const named = (name: string) => sql`r.name = ${name}`

async function role(name: string, grants: string[]) {
  await t.db.execute(sql`insert into roles (name, label_en) values (${name}, ${name})`)
  for (const grant of grants) {
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = ${name} and p.name = ${grant}`)
  }
}

describe('the upgrade to the till guards (decision 0025)', () => {
  it('takes the rate from the seeded manager, gives the price right to whoever could edit products but the keeper', async () => {
    // The database as it was before: no products.price, and the seeded manager sets the rate.
    await t.db.execute(sql`delete from permissions where name = 'products.price'`)
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p
      where r.system_key = 'manager' and p.name = 'exchange-rates.create' on conflict do nothing`)
    await role('pricing_clerk', ['products.edit', 'products.list'])
    await role('rate_setter', ['exchange-rates.create'])
    await role('describer', ['products.list'])
    expect(await holds(systemRole('manager'), 'exchange-rates.create')).toBe(true)

    await run()

    expect(await holds(systemRole('manager'), 'exchange-rates.create')).toBe(false)
    expect(await holds(systemRole('admin'), 'exchange-rates.create')).toBe(true)
    // An owner's own role keeps what the owner gave it.
    expect(await holds(named('rate_setter'), 'exchange-rates.create')).toBe(true)
    for (const who of [systemRole('admin'), systemRole('manager'), named('pricing_clerk')]) {
      expect(await holds(who, 'products.price')).toBe(true)
    }
    expect(await holds(systemRole('stock_keeper'), 'products.edit')).toBe(true)
    expect(await holds(systemRole('stock_keeper'), 'products.price')).toBe(false)
    expect(await holds(named('describer'), 'products.price')).toBe(false)
    // Run twice (a restored backup), it changes nothing more.
    await run()
    expect(await holds(named('pricing_clerk'), 'products.price')).toBe(true)
  })

  it('keeps units divisible that were used in parts or are measures; others sell whole', async () => {
    const admin = await t.signInAs('admin')
    const store = await t.createStore()
    const [box, , can] = await Promise.all(['BOX', 'Kg', 'CAN'].map((code) => createUnit(t.db, { code })))
    const cereal = await t.createProduct({ unit_id: box?.id })
    await t.createProduct({ unit_id: can?.id })
    const moved = await t.adjust(admin.token, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: cereal.id, quantity: 2.5 }],
    })
    expect(moved.statusCode, moved.body).toBe(201)

    await run()

    const divisible = await rows<{ code: string; divisible: boolean }>(
      sql`select code, divisible from units where code in ('BOX', 'Kg', 'CAN') order by code`,
    )
    expect(divisible).toEqual([
      { code: 'BOX', divisible: true },
      { code: 'CAN', divisible: false },
      { code: 'Kg', divisible: true },
    ])
  })
})
